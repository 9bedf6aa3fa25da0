// What a call says, in the four languages of the guest call (spec §3 customGuestCallOptions: EN, PT,
// ES, FR; English by default, §9), and the Twilio voice that says it in the room's voice (female/male).
import type { GuestCallOptions } from '../rooms/service.ts';

export type CallLanguage = 'EN' | 'PT' | 'ES' | 'FR';
export type AlarmType = 'sound' | 'smoking' | 'occupancy';
export type AlarmLevel = 'low' | 'medium' | 'high';

/** The guest's language (a booking's `es`, `pt-BR`, `FR`…) as a call language; English when unknown. */
export function callLanguageOf(language: string | null | undefined): CallLanguage {
  const code = (language ?? '').slice(0, 2).toUpperCase();
  return code === 'PT' || code === 'ES' || code === 'FR' ? code : 'EN';
}

/** Amazon Polly voices through Twilio's `<Say>`, one female and one male per language. */
const voices: Record<CallLanguage, { sayLanguage: string; female: string; male: string }> = {
  EN: { sayLanguage: 'en-US', female: 'Polly.Joanna', male: 'Polly.Matthew' },
  PT: { sayLanguage: 'pt-PT', female: 'Polly.Ines', male: 'Polly.Cristiano' },
  ES: { sayLanguage: 'es-ES', female: 'Polly.Lucia', male: 'Polly.Enrique' },
  FR: { sayLanguage: 'fr-FR', female: 'Polly.Celine', male: 'Polly.Mathieu' },
};

export function voiceFor(language: CallLanguage, voiceName: 'female' | 'male'): { voice: string; sayLanguage: string } {
  const entry = voices[language];
  return { voice: entry[voiceName], sayLanguage: entry.sayLanguage };
}

/** The guest hears what bothers the neighbours, never the level or the thresholds. */
const guestDefaults: Record<CallLanguage, Record<AlarmType, string>> = {
  EN: {
    sound:
      'Hello, this is the noise monitor of your accommodation. The noise level is too high. Please lower the volume now to respect the neighbours. Thank you.',
    smoking:
      'Hello, this is the monitor of your accommodation. Smoke has been detected. Smoking is not allowed inside. Please put it out and air the room. Thank you.',
    occupancy:
      'Hello, this is the monitor of your accommodation. There are more people than the booking allows. Please keep to the number of guests of your booking. Thank you.',
  },
  PT: {
    sound:
      'Olá, fala o monitor de ruído do seu alojamento. O nível de ruído está demasiado alto. Por favor, baixe o volume agora para respeitar os vizinhos. Obrigado.',
    smoking: 'Olá, fala o monitor do seu alojamento. Foi detetado fumo. Não é permitido fumar no interior. Por favor, apague-o e areje o espaço. Obrigado.',
    occupancy:
      'Olá, fala o monitor do seu alojamento. Há mais pessoas do que a reserva permite. Por favor, respeite o número de hóspedes da sua reserva. Obrigado.',
  },
  ES: {
    sound:
      'Hola, le habla el monitor de ruido de su alojamiento. El nivel de ruido es demasiado alto. Por favor, baje el volumen ahora para respetar a los vecinos. Gracias.',
    smoking:
      'Hola, le habla el monitor de su alojamiento. Se ha detectado humo. No está permitido fumar en el interior. Por favor, apáguelo y ventile la estancia. Gracias.',
    occupancy:
      'Hola, le habla el monitor de su alojamiento. Hay más personas de las que permite la reserva. Por favor, respete el número de huéspedes de su reserva. Gracias.',
  },
  FR: {
    sound:
      'Bonjour, ici le moniteur de bruit de votre logement. Le niveau de bruit est trop élevé. Merci de baisser le volume maintenant pour respecter les voisins.',
    smoking:
      "Bonjour, ici le moniteur de votre logement. De la fumée a été détectée. Il est interdit de fumer à l'intérieur. Merci de l'éteindre et d'aérer la pièce.",
    occupancy:
      'Bonjour, ici le moniteur de votre logement. Il y a plus de personnes que la réservation ne le permet. Merci de respecter le nombre de voyageurs de votre réservation.',
  },
};

/** The room's own message in the guest's language, or Sereno's for the alarm's type. */
export function guestCallText(language: CallLanguage, type: AlarmType, custom: GuestCallOptions): string {
  const own = custom[language]?.trim();
  return own ? own : guestDefaults[language][type];
}

const hostTypeWords: Record<'ES' | 'EN', Record<AlarmType, string>> = {
  ES: { sound: 'ruido', smoking: 'humo', occupancy: 'exceso de ocupación' },
  EN: { sound: 'noise', smoking: 'smoke', occupancy: 'overcrowding' },
};
const hostLevelWords: Record<'ES' | 'EN', Record<AlarmLevel, string>> = {
  ES: { low: 'bajo', medium: 'medio', high: 'alto' },
  EN: { low: 'low', medium: 'medium', high: 'high' },
};

/** The host's call: which room, what and since when (the TwiML says it twice). */
export function hostCallText(
  language: 'ES' | 'EN',
  { roomName, type, level, since, guestCalledAt }: { roomName: string; type: AlarmType; level: AlarmLevel; since: string; guestCalledAt?: string | null },
): string {
  const what = hostTypeWords[language][type];
  const how = hostLevelWords[language][level];
  const sentence =
    language === 'ES'
      ? `Alarma de Sereno: ${what}, nivel ${how}, en ${roomName}, desde las ${since}.`
      : `Sereno alarm: ${what}, ${how} level, in ${roomName}, since ${since}.`;
  const before = guestCalledAt
    ? language === 'ES'
      ? ` Ya se llamó al huésped a las ${guestCalledAt}.`
      : ` The guest was already called at ${guestCalledAt}.`
    : '';
  const closing = language === 'ES' ? 'Consulte el panel de Sereno para más detalles.' : 'See the Sereno panel for details.';
  return `${sentence}${before} ${closing}`;
}

/** The guest's call, when an SMS carries the guest's page: where to see what triggered the warning. */
const guestPageSentences: Record<CallLanguage, string> = {
  EN: 'We have sent you a text message with a link to a page that shows the noise level and the limit.',
  PT: 'Enviámos-lhe um SMS com uma ligação para uma página que mostra o nível de ruído e o limite.',
  ES: 'Le hemos enviado un SMS con un enlace a una página que muestra el nivel de ruido y el límite.',
  FR: 'Nous vous avons envoyé un SMS avec un lien vers une page qui montre le niveau de bruit et la limite.',
};

export const guestPageSentence = (language: CallLanguage): string => guestPageSentences[language];

const guestSmsWords: Record<CallLanguage, string> = {
  EN: 'Sereno: the noise in your accommodation is over the limit. Please lower it. The level and the limit:',
  PT: 'Sereno: o ruído no seu alojamento ultrapassa o limite. Por favor, baixe-o. O nível e o limite:',
  ES: 'Sereno: el ruido en su alojamiento supera el límite. Por favor, bájelo. El nivel y el límite:',
  FR: 'Sereno : le bruit dans votre logement dépasse la limite. Merci de le baisser. Le niveau et la limite :',
};

/** The guest's SMS of a noise warning, with the link of the guest's page (docs/guest-page.md). */
export const guestSmsText = (language: CallLanguage, pageUrl: string): string => `${guestSmsWords[language]} ${pageUrl}`;
