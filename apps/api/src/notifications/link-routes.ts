// The links of the alarm messages (message-links.ts, docs/alarms.md "Links and one-tap actions"):
//
// - GET /l/{code}: an SMS's short link, redirected to the alarm in the panel (which asks for a login
//   first when there is no session, and comes back to the alarm);
// - GET /api/alarm-action?token=…: the page of a one-tap action, with one button that confirms it (a
//   mail scanner that opens every link of an email must not acknowledge or resolve anything);
// - POST /api/alarm-action?token=…: does it, once, as the person the link was made for, through the
//   alarms module's own acknowledge and resolve (who and when, the audit entry, the resolved messages).
//
// Every refusal is a page in the link's language that says what happened and leads to the alarm or to
// the panel: never a login that sends the person back to the same dead link.
import { can, type Language } from '@sereno/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgeAlarm, resolveAlarm } from '../alarms/actions.ts';
import type { AlarmNotifier } from '../alarms/evaluations.ts';
import { publishAlarmChanges } from '../alarms/publish.ts';
import { findAlarm } from '../alarms/responses.ts';
import { visibleAlarms } from '../alarms/scope.ts';
import type { EventBus } from '../events/bus.ts';
import type { Database } from '../platform/database.ts';
import { requestLanguage } from '../platform/messages.ts';
import { findUser } from '../users/queries.ts';
import { alarmPanelPath, findActionLink, readActionToken, shortLinkTarget, spendActionLink, type ActionLinkRow } from './message-links.ts';

export const htmlResponse = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const words = {
  es: {
    openAlarm: 'Abrir la alarma en el panel',
    openPanel: 'Abrir el panel de Sereno',
    invalidTitle: 'Este enlace no es válido',
    invalidText: 'Puede que esté incompleto o que no sea de Sereno. Tus alarmas están en el panel.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText: 'Los botones de un aviso sirven durante 24 horas. La alarma sigue en el panel.',
    usedTitle: 'Este enlace ya se ha usado',
    usedText: 'Cada botón de un aviso sirve una sola vez. Lo que se hizo con él consta en la alarma.',
    foreignTitle: 'Este enlace no te permite actuar sobre esta alarma',
    foreignText: 'La cuenta para la que se hizo ya no puede atender las alarmas de este alojamiento. Entra en el panel con tu cuenta.',
    alreadyResolvedTitle: 'Esta alarma ya estaba resuelta',
    alreadyResolvedText: 'Nadie más tiene que atenderla.',
    confirm: { acknowledge: 'Me encargo', resolve: 'Marcar como resuelta' },
    confirmTitle: { acknowledge: '¿Te encargas de esta alarma?', resolve: '¿Está resuelta esta alarma?' },
    confirmText: {
      acknowledge: 'Los demás verán que la atiendes, y el aviso no pasará a la siguiente persona.',
      resolve: 'La alarma se cerrará, y quienes fueron avisados sabrán que ha terminado.',
    },
    doneTitle: { acknowledge: 'Hecho: te encargas de la alarma', resolve: 'Hecho: la alarma está resuelta' },
    what: (room: string, what: string) => `${what} en ${room}.`,
  },
  en: {
    openAlarm: 'Open the alarm in the panel',
    openPanel: 'Open the Sereno panel',
    invalidTitle: 'This link is not valid',
    invalidText: 'It may be incomplete, or not from Sereno. Your alarms are in the panel.',
    expiredTitle: 'This link has expired',
    expiredText: 'The buttons of a message work for 24 hours. The alarm is still in the panel.',
    usedTitle: 'This link was already used',
    usedText: 'Each button of a message works once. What was done with it is recorded on the alarm.',
    foreignTitle: 'This link does not let you act on this alarm',
    foreignText: 'The account it was made for may no longer handle the alarms of this room. Log in to the panel with your account.',
    alreadyResolvedTitle: 'This alarm was already resolved',
    alreadyResolvedText: 'Nobody else needs to handle it.',
    confirm: { acknowledge: 'I’m on it', resolve: 'Mark as resolved' },
    confirmTitle: { acknowledge: 'Are you handling this alarm?', resolve: 'Is this alarm resolved?' },
    confirmText: {
      acknowledge: 'The others will see you are handling it, and the escalation will not go on to the next person.',
      resolve: 'The alarm will be closed, and the people told will learn it ended.',
    },
    doneTitle: { acknowledge: 'Done: you are handling the alarm', resolve: 'Done: the alarm is resolved' },
    what: (room: string, what: string) => `${what} in ${room}.`,
  },
} satisfies Record<Language, unknown>;

export const languageOf = (value: string | null): Language => (value === 'en' ? 'en' : 'es');

export const buttonStyle =
  'display: inline-block; padding: 14px 22px; border: 0; border-radius: 8px; background: #1f4e79; color: #ffffff; font-size: 1.1rem; font-weight: bold; text-decoration: none';

/** A small page a phone shows well: a title, paragraphs, and a form or a link. */
export function page(language: Language, title: string, paragraphs: string[], action: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    // same-origin, not no-referrer: a form posted under no-referrer says `Origin: null`, which the
    // cross-site guard refuses; the token in the address still never leaves for another site.
    `<meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)} · Sereno</title></head>`,
    '<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">',
    // One landmark holds it all: a screen reader's "main" jump lands on the page's message.
    '<main>',
    `<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    action,
    '</main>',
    '</body></html>',
    '',
  ].join('\n');
}

export const linkTo = (label: string, url: string): string => `<p><a href="${escapeHtml(url)}" style="${buttonStyle}">${escapeHtml(label)}</a></p>`;

export interface MessageLinkRoutesOptions {
  db: Database;
  clock: () => Date;
  secret: string;
  publicUrl: string;
  events: EventBus;
  notify: AlarmNotifier;
}

/** GET /l/{code}, outside /api: an SMS has room for a short address only. */
export const shortLinkRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; publicUrl: string }> = async (app, { db, clock, publicUrl }) => {
  app.get(
    '/l/:code',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'followShortLink',
        tags: ['notifications'],
        summary: 'Follow the short link of an alarm SMS',
        description:
          'Redirects (302) to the alarm in the panel, which asks for a login first when there is no session. An unknown or expired code answers a page that leads to the panel (404).',
        params: z.object({ code: z.string().max(64) }),
        response: { 302: z.undefined().describe('To the alarm in the panel'), 404: htmlResponse('The code is unknown or expired') },
      },
    },
    async (request, reply) => {
      const target = await shortLinkTarget(db, request.params.code, clock());
      reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
      if (target) return reply.redirect(`${publicUrl}${target}`, 302);
      const language = requestLanguage(request);
      const text = words[language];
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page(language, text.invalidTitle, [text.invalidText], linkTo(text.openPanel, `${publicUrl}/alarms`)));
    },
  );
};

const tokenQuery = z.object({ token: z.string().max(400).describe('The token of the link, as the email gave it') });

export const alarmActionRoutes: FastifyPluginAsyncZod<MessageLinkRoutesOptions> = async (app, { db, clock, secret, publicUrl, events, notify }) => {
  // The page's button posts a form with no fields; its body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, null));

  /** The alarm in the panel (the link alone names no room). */
  const alarmUrlOf = (roomId: string, alarmId: string) => `${publicUrl}${alarmPanelPath(roomId, alarmId)}`;

  type Checked = { state: 'invalid' } | { state: 'expired' | 'used' | 'ready'; link: ActionLinkRow; language: Language; alarmUrl: string };

  /** What the token is: a live link, or why not. The signature first, then the row it names. */
  async function check(token: string, now: Date): Promise<Checked> {
    const read = readActionToken(secret, token);
    const link = read ? await findActionLink(db, read) : undefined;
    if (!read || !link || link.expiresAt.getTime() !== read.expiresAt.getTime()) return { state: 'invalid' };
    const language = languageOf(link.language);
    const alarm = await findAlarm(db, link.alarmId, undefined, language);
    const alarmUrl = alarm ? alarmUrlOf(alarm.roomId, alarm._id) : `${publicUrl}/alarms`;
    if (link.usedAt !== null) return { state: 'used', link, language, alarmUrl };
    if (link.expiresAt <= now) return { state: 'expired', link, language, alarmUrl };
    return { state: 'ready', link, language, alarmUrl };
  }

  /** The page of a link that cannot be used (any more), with its status. */
  function refusal(checked: Checked, fallback: Language): { status: number; html: string } {
    if (checked.state === 'invalid') {
      const text = words[fallback];
      return { status: 404, html: page(fallback, text.invalidTitle, [text.invalidText], linkTo(text.openPanel, `${publicUrl}/alarms`)) };
    }
    const text = words[checked.language];
    if (checked.state === 'used')
      return { status: 409, html: page(checked.language, text.usedTitle, [text.usedText], linkTo(text.openAlarm, checked.alarmUrl)) };
    return { status: 410, html: page(checked.language, text.expiredTitle, [text.expiredText], linkTo(text.openAlarm, checked.alarmUrl)) };
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(body);

  const responses = {
    200: htmlResponse('The page'),
    403: htmlResponse('The account the link was made for may not act on this alarm'),
    404: htmlResponse('The token is not a link of Sereno (bad signature, unknown link)'),
    409: htmlResponse('The link was already used, or the alarm was already resolved'),
    410: htmlResponse('The link has expired'),
  };

  app.get(
    '/alarm-action',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'showAlarmAction',
        tags: ['alarms'],
        summary: 'The page of a one-tap action of an alarm email',
        description:
          'A page that says what the link will do (acknowledge or resolve the alarm) with one button that does it (POST): opening the link changes nothing, so a mail scanner that follows every link cannot act. A used, expired or invalid link gets a page that says so.',
        querystring: tokenQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      const checked = await check(request.query.token, clock());
      if (checked.state !== 'ready') {
        const refused = refusal(checked, requestLanguage(request));
        return html(reply, refused.status, refused.html);
      }
      const { link, language } = checked;
      const text = words[language];
      const alarm = await findAlarm(db, link.alarmId, undefined, language);
      if (!alarm) return html(reply, 404, page(language, text.invalidTitle, [text.invalidText], linkTo(text.openPanel, `${publicUrl}/alarms`)));
      const alarmUrl = alarmUrlOf(alarm.roomId, alarm._id);
      if (alarm.state === 'resolved')
        return html(reply, 409, page(language, text.alreadyResolvedTitle, [text.alreadyResolvedText], linkTo(text.openAlarm, alarmUrl)));
      const form = [
        `<form method="post" action="${escapeHtml(`${publicUrl}/api/alarm-action?${new URLSearchParams({ token: request.query.token }).toString()}`)}">`,
        `<button type="submit" style="${buttonStyle}">${escapeHtml(text.confirm[link.action])}</button>`,
        '</form>',
        `<p><a href="${escapeHtml(alarmUrl)}">${escapeHtml(text.openAlarm)}</a></p>`,
      ].join('\n');
      return html(reply, 200, page(language, text.confirmTitle[link.action], [text.what(alarm.name, alarm.alarmTitle), text.confirmText[link.action]], form));
    },
  );

  app.post(
    '/alarm-action',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'doAlarmAction',
        tags: ['alarms'],
        summary: 'Do the one-tap action of an alarm email',
        description:
          'Acknowledges or resolves the alarm the token names, once, as the account the link was made for (the recipient’s account, else the room’s owner), recorded as the panel records it (who and when, the audit log, the resolved messages). The token is the credential: signed, single-use, 24 hours. A replay answers 409 with a page, an expired link 410, an account that may no longer act on the alarm 403.',
        querystring: tokenQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      const now = clock();
      const checked = await check(request.query.token, now);
      if (checked.state !== 'ready') {
        const refused = refusal(checked, requestLanguage(request));
        return html(reply, refused.status, refused.html);
      }
      const { link, language } = checked;
      const text = words[language];
      const actor = await findUser(db, link.actorId, undefined);
      if (!actor || actor.isDisabled || !can(actor.role, 'alarms.handle'))
        return html(reply, 403, page(language, text.foreignTitle, [text.foreignText], linkTo(text.openPanel, `${publicUrl}/alarms`)));
      const context = { actor: { id: actor.id, username: actor.username }, ip: request.ip, now };
      // Spent in the action's transaction: a replay, or two taps at once, act once.
      const outcome = await db.transaction(async (tx) => {
        if (!(await spendActionLink(tx, link.id, now))) return { outcome: 'spent' as const };
        const scope = visibleAlarms(actor);
        return link.action === 'acknowledge' ? acknowledgeAlarm(tx, link.alarmId, scope, context) : resolveAlarm(tx, link.alarmId, scope, context, notify);
      });
      if (outcome.outcome === 'spent') {
        const refused = refusal(await check(request.query.token, now), language);
        return html(reply, refused.status, refused.html);
      }
      if (outcome.outcome === 'notFound')
        return html(reply, 403, page(language, text.foreignTitle, [text.foreignText], linkTo(text.openPanel, `${publicUrl}/alarms`)));
      const alarm = await findAlarm(db, link.alarmId, undefined, language);
      const alarmUrl = alarm ? alarmUrlOf(alarm.roomId, alarm._id) : checked.alarmUrl;
      if (outcome.outcome === 'alreadyResolved')
        return html(reply, 409, page(language, text.alreadyResolvedTitle, [text.alreadyResolvedText], linkTo(text.openAlarm, alarmUrl)));
      await publishAlarmChanges(db, events, [{ alarmId: outcome.alarm.id, roomId: outcome.alarm.roomId, monitorId: outcome.alarm.monitorId }], request.log);
      request.log.info({ alarmId: link.alarmId, action: link.action, linkId: link.id, actorId: actor.id }, 'alarm handled from a message link');
      return html(
        reply,
        200,
        page(language, text.doneTitle[link.action], alarm ? [text.what(alarm.name, alarm.alarmTitle)] : [], linkTo(text.openAlarm, alarmUrl)),
      );
    },
  );
};
