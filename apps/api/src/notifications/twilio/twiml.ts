// The TwiML of a call: the text said once in the chosen voice and language, then again after a
// pause, since the first words of a call answered at night are often missed.
const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

export function sayTwiml({ text, voice, sayLanguage }: { text: string; voice?: string | undefined; sayLanguage?: string | undefined }): string {
  const attributes = [voice ? ` voice="${escapeXml(voice)}"` : '', sayLanguage ? ` language="${escapeXml(sayLanguage)}"` : ''].join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Say${attributes}>${escapeXml(text)}</Say><Pause length="1"/><Say${attributes}>${escapeXml(text)}</Say></Response>`;
}
