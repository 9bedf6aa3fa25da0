// How long something lasted, as a person says it at a glance: "45 min", "1 h 5 min", "2 d 3 h".

const minuteMs = 60_000;
const units = [
  ['day', 24 * 60 * minuteMs],
  ['hour', 60 * minuteMs],
  ['minute', minuteMs],
] as const;

/** `ms` in its two largest units (whole minutes; under one minute is "0 min"), in `language`. */
export function formatDuration(ms: number, language: string): string {
  let rest = Math.max(0, Math.floor(ms / minuteMs) * minuteMs);
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || (unit === 'minute' && parts.length === 0)) {
      parts.push(new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(count));
    }
    if (parts.length === 2) break;
  }
  // "1 h 0 min" says no more than "1 h"; a lone unit stays.
  return parts.join(' ');
}
