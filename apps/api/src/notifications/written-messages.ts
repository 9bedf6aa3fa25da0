// The SMS and emails of the alarms and of a disconnected device, in Spanish (the default) and English.
// An SMS stays within one 160-character segment for a usual room name; an email says the same in full.
import type { Language } from '@sereno/validation';
import type { AlarmLevel, AlarmType } from './call-scripts.ts';

export interface AlarmFacts {
  roomName: string;
  type: AlarmType;
  level: AlarmLevel;
  /** "yyyy-MM-dd HH:mm" in the room's timezone. */
  since: string;
  /** Host stage: who was told before (the escalation's earlier step): the guest called at "HH:mm". */
  toldBefore?: { guestCalledAt: string } | null | undefined;
}

/** The escalation's earlier step in words, for the host's messages (none when the host is the first told). */
export function toldBeforeInWords(language: Language, facts: AlarmFacts, form: 'long' | 'short'): string | null {
  const at = facts.toldBefore?.guestCalledAt;
  if (!at) return null;
  if (form === 'short') return language === 'es' ? `Huésped llamado ${at}.` : `Guest called ${at}.`;
  return language === 'es' ? `Antes se llamó al huésped, a las ${at}, y el ruido ha seguido.` : `The guest was called first, at ${at}, and the noise went on.`;
}

export interface WrittenMessage {
  text: string;
  subject?: string;
  html?: string;
}

const typeWords: Record<Language, Record<AlarmType, string>> = {
  es: { sound: 'Ruido', smoking: 'Humo', occupancy: 'Exceso de ocupación' },
  en: { sound: 'Noise', smoking: 'Smoke', occupancy: 'Overcrowding' },
};
const levelWords: Record<Language, Record<AlarmLevel, string>> = {
  es: { low: 'bajo', medium: 'medio', high: 'alto' },
  en: { low: 'low', medium: 'medium', high: 'high' },
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** A link of an email: the alarm in the panel, or a one-tap action (shown as a button). */
export interface EmailLink {
  label: string;
  url: string;
}

const buttonStyle =
  'display: inline-block; padding: 12px 20px; margin: 0 8px 8px 0; border-radius: 8px; background: #1f4e79; color: #ffffff; text-decoration: none; font-weight: bold';

/** An inline image of an email (its part is attached by the caller under `cid`). */
export interface EmailImage {
  cid: string;
  alt: string;
  width: number;
  height: number;
}

/** Paragraphs, then the links (as buttons in the HTML, as "label: address" lines in the text), then the paragraphs after. */
function email(
  language: Language,
  subject: string,
  paragraphs: string[],
  links: EmailLink[] = [],
  after: string[] = [],
  image: EmailImage | null = null,
): WrittenMessage {
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(image
      ? [
          `<p><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" style="max-width: 100%; height: auto; border: 1px solid #c9d1da; border-radius: 6px"></p>`,
        ]
      : []),
    ...(links.length > 0
      ? [`<p>${links.map((link) => `<a href="${escapeHtml(link.url)}" style="${buttonStyle}">${escapeHtml(link.label)}</a>`).join(' ')}</p>`]
      : []),
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  const text = [...paragraphs, ...links.map((link) => `${link.label}: ${link.url}`), ...after].join('\n\n');
  return { subject, text: `${text}\n`, html: `${html}\n` };
}

/** The links an alarm message carries (notifications/message-links.ts); none when the server has no public address to give. */
export interface AlarmMessageLinks {
  /** The alarm in the panel. */
  alarm: string;
  /** The short form of `alarm`, for an SMS. */
  short: string;
  /** The one-tap actions of this recipient's email, when someone may act through them. */
  acknowledge?: string | undefined;
  resolve?: string | undefined;
}

const units: Record<Language, Record<AlarmType, (value: number) => string>> = {
  es: { sound: (value) => `${Math.round(value)} dBA`, smoking: (value) => `${Math.round(value)} %`, occupancy: (value) => `${Math.round(value)} dispositivos` },
  en: { sound: (value) => `${Math.round(value)} dBA`, smoking: (value) => `${Math.round(value)}%`, occupancy: (value) => `${Math.round(value)} devices` },
};

/** A measure in words with its unit: "82 dBA", "85 %", "6 dispositivos". */
export const measureInWords = (language: Language, type: AlarmType, value: number): string => units[language][type](value);

/** How long something lasted: "45 min", "1 h 05 min". */
export function durationInWords(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/** The peak against the threshold, in words. */
export function peakInWords(language: Language, type: AlarmType, peak: number, threshold: number | null): string {
  const value = measureInWords(language, type, peak);
  if (language === 'es') return threshold === null ? `Pico: ${value}.` : `Pico: ${value} (umbral ${measureInWords(language, type, threshold)}).`;
  return threshold === null ? `Peak: ${value}.` : `Peak: ${value} (threshold ${measureInWords(language, type, threshold)}).`;
}

export function alarmSms(language: Language, facts: AlarmFacts, links: AlarmMessageLinks | null = null): WrittenMessage {
  const what = typeWords[language][facts.type];
  const how = levelWords[language][facts.level];
  const link = links ? ` ${links.short}` : '';
  const before = toldBeforeInWords(language, facts, 'short');
  const told = before ? ` ${before}` : '';
  return {
    text:
      language === 'es'
        ? `Sereno: ${what} (nivel ${how}) en ${facts.roomName} desde ${facts.since}.${told}${link}`
        : `Sereno: ${what} (${how} level) in ${facts.roomName} since ${facts.since}.${told}${link}`,
  };
}

const alarmEmailWords = {
  es: {
    open: 'Ver la alarma',
    chartAlt: 'Gráfica de la última hora, con el umbral en rojo.',
    acknowledge: 'Me encargo',
    resolve: 'Resuelta',
    follow: 'Abre la alarma en el panel de Sereno para ver la gráfica y quién ha sido avisado. Te avisaremos cuando se resuelva.',
    followWithoutLink: 'Consulta el panel de Sereno para ver la evolución. Te avisaremos cuando la alarma se resuelva.',
    actions:
      '«Me encargo» avisa a los demás de que la atiendes y detiene el aviso a la siguiente persona; «Resuelta» la cierra. Cada botón sirve una vez, durante 24 horas.',
  },
  en: {
    open: 'See the alarm',
    chartAlt: 'Chart of the last hour, with the threshold in red.',
    acknowledge: 'I’m on it',
    resolve: 'Resolved',
    follow: 'Open the alarm in the Sereno panel to see its chart and who was told. We will tell you when it is resolved.',
    followWithoutLink: 'See the Sereno panel to follow it. We will tell you when the alarm is resolved.',
    actions:
      '“I’m on it” tells the others you are handling it and stops the escalation to the next person; “Resolved” closes it. Each button works once, for 24 hours.',
  },
} satisfies Record<Language, unknown>;

function alarmLinks(language: Language, links: AlarmMessageLinks | null): EmailLink[] {
  if (!links) return [];
  const words = alarmEmailWords[language];
  return [
    { label: words.open, url: links.alarm },
    ...(links.acknowledge ? [{ label: words.acknowledge, url: links.acknowledge }] : []),
    ...(links.resolve ? [{ label: words.resolve, url: links.resolve }] : []),
  ];
}

export function alarmEmail(
  language: Language,
  facts: AlarmFacts,
  links: AlarmMessageLinks | null = null,
  measure: { peak: number; threshold: number | null } | null = null,
  chart: Omit<EmailImage, 'alt'> | null = null,
): WrittenMessage {
  const what = typeWords[language][facts.type];
  const how = levelWords[language][facts.level];
  const words = alarmEmailWords[language];
  const before = toldBeforeInWords(language, facts, 'long');
  const peak = [...(measure ? [peakInWords(language, facts.type, measure.peak, measure.threshold)] : []), ...(before ? [before] : [])];
  const after = links ? [words.follow, ...(links.acknowledge ? [words.actions] : [])] : [words.followWithoutLink];
  const image = chart ? { ...chart, alt: [words.chartAlt, ...peak].join(' ') } : null;
  return language === 'es'
    ? email(
        language,
        `Alarma de ${what.toLowerCase()} en ${facts.roomName}`,
        [`Sereno ha detectado ${what.toLowerCase()} de nivel ${how} en ${facts.roomName} desde ${facts.since}.`, ...peak],
        alarmLinks(language, links),
        after,
        image,
      )
    : email(
        language,
        `${what} alarm in ${facts.roomName}`,
        [`Sereno detected ${what.toLowerCase()} at ${how} level in ${facts.roomName} since ${facts.since}.`, ...peak],
        alarmLinks(language, links),
        after,
        image,
      );
}

/** `resolvedBy`: the person who resolved it, or null when it resolved by itself (quiet for long enough). */
/** How the alarm went: how long it lasted and its peak (absent for a caller that does not know them). */
export interface AlarmOutcome {
  lastedMs: number;
  peak: number;
}

/** `resolvedBy`: the person who resolved it, or null when it resolved by itself (quiet for long enough). */
export function resolvedSms(language: Language, facts: AlarmFacts, resolvedBy: string | null, outcome: AlarmOutcome | null = null): WrittenMessage {
  const what = typeWords[language][facts.type];
  const lasted = outcome ? durationInWords(outcome.lastedMs) : null;
  const peak = outcome ? measureInWords(language, facts.type, outcome.peak) : null;
  if (language === 'es')
    return {
      text: `Sereno: resuelta la alarma de ${what.toLowerCase()} en ${facts.roomName}${resolvedBy ? ` por ${resolvedBy}` : ''}.${outcome ? ` Duró ${lasted}, pico ${peak}.` : ''}`,
    };
  return {
    text: `Sereno: the ${what.toLowerCase()} alarm in ${facts.roomName} is resolved${resolvedBy ? ` by ${resolvedBy}` : ''}.${outcome ? ` It lasted ${lasted}, peak ${peak}.` : ''}`,
  };
}

export function resolvedEmail(
  language: Language,
  facts: AlarmFacts,
  { resolvedBy, at, outcome = null, link = null }: { resolvedBy: string | null; at: string; outcome?: AlarmOutcome | null; link?: string | null },
): WrittenMessage {
  const what = typeWords[language][facts.type];
  const links = link ? [{ label: alarmEmailWords[language].open, url: link }] : [];
  return language === 'es'
    ? email(
        language,
        `Resuelta: alarma de ${what.toLowerCase()} en ${facts.roomName}`,
        [
          `La alarma de ${what.toLowerCase()} de ${facts.roomName} (desde ${facts.since}) se ha resuelto a las ${at}.`,
          ...(outcome ? [`Ha durado ${durationInWords(outcome.lastedMs)}; su pico fue de ${measureInWords(language, facts.type, outcome.peak)}.`] : []),
          resolvedBy ? `La ha resuelto ${resolvedBy}.` : 'Se ha resuelto sola: no se ha vuelto a detectar durante el tiempo de calma.',
        ],
        links,
      )
    : email(
        language,
        `Resolved: ${what.toLowerCase()} alarm in ${facts.roomName}`,
        [
          `The ${what.toLowerCase()} alarm of ${facts.roomName} (since ${facts.since}) was resolved at ${at}.`,
          ...(outcome ? [`It lasted ${durationInWords(outcome.lastedMs)}; its peak was ${measureInWords(language, facts.type, outcome.peak)}.`] : []),
          resolvedBy ? `${resolvedBy} resolved it.` : 'It resolved by itself: nothing was detected again for the quiet time.',
        ],
        links,
      );
}

export function disconnectionEmail(
  language: Language,
  { roomName, monitorId, lastSeen }: { roomName: string; monitorId: string; lastSeen: string },
): WrittenMessage {
  return language === 'es'
    ? email(language, `Dispositivo desconectado en ${roomName}`, [
        `El dispositivo ${monitorId} de ${roomName} no envía datos desde ${lastSeen}.`,
        'Comprueba que está enchufado y que tiene wifi. Mientras siga desconectado, Sereno no puede avisarte de ruido, humo ni ocupación en este alojamiento.',
      ])
    : email(language, `Device disconnected in ${roomName}`, [
        `The device ${monitorId} of ${roomName} has sent no data since ${lastSeen}.`,
        'Check that it is plugged in and has wifi. While it stays disconnected, Sereno cannot tell you about noise, smoke or occupancy in this room.',
      ]);
}

/** A push notification (docs/pwa.md): a title and a short body, as a phone's lock screen shows them; tapping it opens the alarm. */
export function alarmPush(language: Language, facts: AlarmFacts): { subject: string; text: string } {
  const what = typeWords[language][facts.type];
  const how = levelWords[language][facts.level];
  const before = toldBeforeInWords(language, facts, 'short');
  const told = before ? ` ${before}` : '';
  return language === 'es'
    ? { subject: `${what} (nivel ${how}) · ${facts.roomName}`, text: `Desde ${facts.since}.${told} Toca para ver la alarma.` }
    : { subject: `${what} (${how} level) · ${facts.roomName}`, text: `Since ${facts.since}.${told} Tap to see the alarm.` };
}

/** The push that says an alarm is over, to the devices told of it. */
export function resolvedPush(
  language: Language,
  facts: AlarmFacts,
  resolvedBy: string | null,
  outcome: AlarmOutcome | null,
): { subject: string; text: string } {
  const text = resolvedSms(language, facts, resolvedBy, outcome).text.replace(/^Sereno: /, '');
  return { subject: language === 'es' ? `Resuelta · ${facts.roomName}` : `Resolved · ${facts.roomName}`, text: text.charAt(0).toUpperCase() + text.slice(1) };
}
