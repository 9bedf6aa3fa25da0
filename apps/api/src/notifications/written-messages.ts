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

function email(language: Language, subject: string, paragraphs: string[]): WrittenMessage {
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html: `${html}\n` };
}

export function alarmSms(language: Language, facts: AlarmFacts): WrittenMessage {
  const what = typeWords[language][facts.type];
  const how = levelWords[language][facts.level];
  return {
    text:
      language === 'es'
        ? `Sereno: ${what} (nivel ${how}) en ${facts.roomName} desde ${facts.since}.`
        : `Sereno: ${what} (${how} level) in ${facts.roomName} since ${facts.since}.`,
  };
}

export function alarmEmail(language: Language, facts: AlarmFacts): WrittenMessage {
  const what = typeWords[language][facts.type];
  const how = levelWords[language][facts.level];
  return language === 'es'
    ? email(language, `Alarma de ${what.toLowerCase()} en ${facts.roomName}`, [
        `Sereno ha detectado ${what.toLowerCase()} de nivel ${how} en ${facts.roomName} desde ${facts.since}.`,
        'Consulta el panel de Sereno para ver la evolución. Te avisaremos cuando la alarma se resuelva.',
      ])
    : email(language, `${what} alarm in ${facts.roomName}`, [
        `Sereno detected ${what.toLowerCase()} at ${how} level in ${facts.roomName} since ${facts.since}.`,
        'See the Sereno panel to follow it. We will tell you when the alarm is resolved.',
      ]);
}

/** `resolvedBy`: the person who resolved it, or null when it resolved by itself (quiet for long enough). */
export function resolvedSms(language: Language, facts: AlarmFacts, resolvedBy: string | null): WrittenMessage {
  const what = typeWords[language][facts.type];
  if (language === 'es') return { text: `Sereno: resuelta la alarma de ${what.toLowerCase()} en ${facts.roomName}${resolvedBy ? ` por ${resolvedBy}` : ''}.` };
  return { text: `Sereno: the ${what.toLowerCase()} alarm in ${facts.roomName} is resolved${resolvedBy ? ` by ${resolvedBy}` : ''}.` };
}

export function resolvedEmail(language: Language, facts: AlarmFacts, { resolvedBy, at }: { resolvedBy: string | null; at: string }): WrittenMessage {
  const what = typeWords[language][facts.type];
  return language === 'es'
    ? email(language, `Resuelta: alarma de ${what.toLowerCase()} en ${facts.roomName}`, [
        `La alarma de ${what.toLowerCase()} de ${facts.roomName} (desde ${facts.since}) se ha resuelto a las ${at}.`,
        resolvedBy ? `La ha resuelto ${resolvedBy}.` : 'Se ha resuelto sola: no se ha vuelto a detectar durante el tiempo de calma.',
      ])
    : email(language, `Resolved: ${what.toLowerCase()} alarm in ${facts.roomName}`, [
        `The ${what.toLowerCase()} alarm of ${facts.roomName} (since ${facts.since}) was resolved at ${at}.`,
        resolvedBy ? `${resolvedBy} resolved it.` : 'It resolved by itself: nothing was detected again for the quiet time.',
      ]);
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
