// The emails' words, in Spanish (default) and English: a plain-text part and the same content as
// simple HTML, whose only markup is paragraphs and the link.
import type { Language } from '@sereno/validation';
import type { OutgoingEmail } from './outbox.ts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** Paragraphs of text, and one link, as a plain-text body and an HTML body. */
function compose(
  language: Language,
  paragraphs: { before: string[]; link: { label: string; url: string }; after: string[] },
): Pick<OutgoingEmail, 'text' | 'html'> {
  const text = [...paragraphs.before, paragraphs.link.url, ...paragraphs.after].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...paragraphs.before.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(paragraphs.link.url)}">${escapeHtml(paragraphs.link.label)}</a></p>`,
    ...paragraphs.after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  return { text: `${text}\n`, html: `${html}\n` };
}

const resetPasswordTexts = {
  es: {
    subject: 'Cambia tu contraseña de Sereno',
    greeting: (name: string) => `Hola, ${name}:`,
    body: 'Hemos recibido una petición para cambiar la contraseña de tu cuenta de Sereno. Abre este enlace para elegir una nueva; caduca en una hora y solo sirve una vez:',
    label: 'Elegir una contraseña nueva',
    ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
  },
  en: {
    subject: 'Change your Sereno password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to change the password of your Sereno account. Open this link to choose a new one; it expires in one hour and works once:',
    label: 'Choose a new password',
    ignore: 'If you did not ask for it, ignore this message: your password does not change.',
  },
} satisfies Record<Language, unknown>;

export function resetPasswordEmail({ language, to, name, link }: { language: Language; to: string; name: string; link: string }): OutgoingEmail {
  const words = resetPasswordTexts[language];
  return {
    to,
    kind: 'reset-password',
    subject: words.subject,
    ...compose(language, { before: [words.greeting(name), words.body], link: { label: words.label, url: link }, after: [words.ignore] }),
  };
}
