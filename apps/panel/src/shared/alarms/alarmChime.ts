// A short two-note chime for a new alarm, made with Web Audio (no sound file to load). Browsers let a
// page play sound only after the person has interacted with it: `primeAlarmChime` readies the audio
// on the first tap or key press, and until then a chime is skipped rather than queued.

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context === null && typeof AudioContext !== 'undefined') context = new AudioContext();
  return context;
}

/** Readies the audio on the person's first tap or key press (the browser's autoplay rule); returns how to stop waiting. */
export function primeAlarmChime(): () => void {
  const prime = () => void audio()?.resume();
  const options = { once: true, capture: true } as const;
  document.addEventListener('pointerdown', prime, options);
  document.addEventListener('keydown', prime, options);
  return () => {
    document.removeEventListener('pointerdown', prime, options);
    document.removeEventListener('keydown', prime, options);
  };
}

/** Plays the chime; answers whether it could (false before any interaction, as browsers require). */
export function playAlarmChime(): boolean {
  const sound = audio();
  if (!sound || sound.state !== 'running') return false;
  const start = sound.currentTime;
  for (const [index, frequency] of [880, 660].entries()) {
    const tone = sound.createOscillator();
    const volume = sound.createGain();
    tone.frequency.value = frequency;
    const from = start + index * 0.18;
    volume.gain.setValueAtTime(0.0001, from);
    volume.gain.exponentialRampToValueAtTime(0.25, from + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, from + 0.16);
    tone.connect(volume).connect(sound.destination);
    tone.start(from);
    tone.stop(from + 0.17);
  }
  return true;
}
