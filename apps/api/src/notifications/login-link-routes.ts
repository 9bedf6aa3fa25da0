// The link of an alarm email that logs its recipient in (docs/alarms.md "Links that log in"), for the
// people who chose it in their profile (`alarmLinksLogIn`):
//
// - GET /api/alarm-login?token=…: a page with one button, "Abrir la alarma" (opening the link spends
//   nothing: a mail scanner that follows every link of an email must not use the single-use login);
// - POST /api/alarm-login?token=…: spends the link, starts a session that reaches that one room
//   (platform/room-only.ts) and goes (303) to the alarm in the panel.
//
// A used, expired, invalid or foreign link (the account may no longer see the room) gets a page that
// says so, with a button to log in and then see the alarm: never a login that leads back to the link.
import { can, type Language } from '@sereno/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAlarm } from '../alarms/responses.ts';
import { visibleAlarms } from '../alarms/scope.ts';
import { checkRoomLoginLink, spendRoomLoginLink } from '../auth/auto-login.ts';
import type { Database } from '../platform/database.ts';
import { requestLanguage } from '../platform/messages.ts';
import type { Sessions } from '../platform/session/session.ts';
import { findUser } from '../users/queries.ts';
import { buttonStyle, escapeHtml, htmlResponse, languageOf, linkTo, page } from './link-routes.ts';
import { alarmPanelPath, signedInPanelPath } from './message-links.ts';

const words = {
  es: {
    confirmTitle: 'Abrir la alarma',
    confirmText: 'Este enlace te abre la sesión en el panel para este alojamiento, una sola vez.',
    open: 'Abrir la alarma',
    logIn: 'Entrar y ver la alarma',
    invalidTitle: 'Este enlace no es válido',
    invalidText: 'Puede que esté incompleto o que no sea de Sereno. Entra en el panel con tu usuario.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText: 'El enlace de un aviso abre la sesión durante 24 horas. Entra con tu usuario: la alarma sigue en el panel.',
    usedTitle: 'Este enlace ya se ha usado',
    usedText: 'El enlace de un aviso abre la sesión una sola vez. Entra con tu usuario: la alarma sigue en el panel.',
    foreignTitle: 'Este enlace no te da acceso a esta alarma',
    foreignText: 'La cuenta para la que se hizo ya no puede ver este alojamiento. Entra en el panel con tu usuario.',
    what: (room: string, what: string) => `${what} en ${room}.`,
  },
  en: {
    confirmTitle: 'Open the alarm',
    confirmText: 'This link logs you in to the panel for this room, once.',
    open: 'Open the alarm',
    logIn: 'Log in and see the alarm',
    invalidTitle: 'This link is not valid',
    invalidText: 'It may be incomplete, or not from Sereno. Log in to the panel with your account.',
    expiredTitle: 'This link has expired',
    expiredText: "A message's link logs you in for 24 hours. Log in with your account: the alarm is still in the panel.",
    usedTitle: 'This link was already used',
    usedText: "A message's link logs you in once. Log in with your account: the alarm is still in the panel.",
    foreignTitle: 'This link does not give you access to this alarm',
    foreignText: 'The account it was made for can no longer see this room. Log in to the panel with your account.',
    what: (room: string, what: string) => `${what} in ${room}.`,
  },
} satisfies Record<Language, unknown>;

const tokenQuery = z.object({ token: z.string().max(400).describe('The token of the link, as the alarm email gave it') });

export interface LoginLinkRoutesOptions {
  db: Database;
  sessions: Sessions;
  clock: () => Date;
  secret: string;
  publicUrl: string;
}

export const alarmLoginRoutes: FastifyPluginAsyncZod<LoginLinkRoutesOptions> = async (app, { db, sessions, clock, secret, publicUrl }) => {
  // The page's button posts a form with no fields; its body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, null));

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(body);

  /** The login page, then the alarm (or the alarms). */
  const logInThen = (path: string) => `${publicUrl}/login?${new URLSearchParams({ next: path }).toString()}`;

  type Checked = Awaited<ReturnType<typeof checkRoomLoginLink>>;

  /** What the link opens when it works, and the page and status when it does not (null: it works). */
  async function refusalOf(checked: Checked, fallback: Language): Promise<{ status: number; body: string } | null> {
    if (checked.state === 'invalid') {
      const text = words[fallback];
      return { status: 404, body: page(fallback, text.invalidTitle, [text.invalidText], linkTo(text.logIn, logInThen('/alarms'))) };
    }
    const user = await findUser(db, checked.link.userId, undefined);
    const language = languageOf(user?.language ?? fallback);
    const text = words[language];
    const next = alarmPanelPath(checked.link.roomId, checked.link.alarmId);
    if (checked.state === 'used') return { status: 409, body: page(language, text.usedTitle, [text.usedText], linkTo(text.logIn, logInThen(next))) };
    if (checked.state === 'expired') return { status: 410, body: page(language, text.expiredTitle, [text.expiredText], linkTo(text.logIn, logInThen(next))) };
    // Foreign: the account is gone, disabled, may not read alarms, or no longer sees the room.
    const alarm =
      user && !user.isDisabled && can(user.role, 'alarms.read') ? await findAlarm(db, checked.link.alarmId, visibleAlarms(user), language) : undefined;
    if (!alarm || alarm.roomId !== checked.link.roomId)
      return { status: 403, body: page(language, text.foreignTitle, [text.foreignText], linkTo(text.logIn, logInThen('/alarms'))) };
    return null;
  }

  const responses = {
    200: htmlResponse('The page with the button that opens the alarm'),
    403: htmlResponse('The account the link was made for may no longer see the room'),
    404: htmlResponse('The token is not a link of Sereno'),
    409: htmlResponse('The link was already used'),
    410: htmlResponse('The link has expired'),
  };

  app.get(
    '/alarm-login',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'showAlarmLogin',
        tags: ['auth'],
        summary: 'The page of the link of an alarm email that logs its recipient in for one room',
        description:
          'A page with one button that logs in (POST) and opens the alarm: opening the link spends nothing, so a mail scanner cannot use it. A used (409), expired (410), invalid (404) or foreign (403) link gets a page that says so, with a button to the login and then the alarm.',
        querystring: tokenQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      const checked = await checkRoomLoginLink(db, { secret, token: request.query.token, now: clock() });
      const refused = await refusalOf(checked, requestLanguage(request));
      if (refused || checked.state === 'invalid') return html(reply, refused?.status ?? 404, refused?.body ?? '');
      const user = await findUser(db, checked.link.userId, undefined);
      const language = languageOf(user?.language ?? requestLanguage(request));
      const text = words[language];
      const alarm = await findAlarm(db, checked.link.alarmId, undefined, language);
      const form = [
        `<form method="post" action="${escapeHtml(`${publicUrl}/api/alarm-login?${new URLSearchParams({ token: request.query.token }).toString()}`)}">`,
        `<button type="submit" style="${buttonStyle}">${escapeHtml(text.open)}</button>`,
        '</form>',
      ].join('\n');
      return html(reply, 200, page(language, text.confirmTitle, [...(alarm ? [text.what(alarm.name, alarm.alarmTitle)] : []), text.confirmText], form));
    },
  );

  app.post(
    '/alarm-login',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'useAlarmLogin',
        tags: ['auth'],
        summary: 'Log in for one room with the link of an alarm email, and open the alarm',
        description:
          'Spends the link (signed, single-use, 24 hours) and starts a session of its account that reaches that one room only (its alarms, their trail and actions, its readings), then redirects (303) to the panel page /signed-in?next=<the alarm>, which learns whose the session is and opens the alarm. The refusals are the pages of GET.',
        querystring: tokenQuery,
        response: { 303: z.undefined().describe('Logged in: to the alarm in the panel'), ...responses },
      },
    },
    async (request, reply) => {
      const now = clock();
      const checked = await checkRoomLoginLink(db, { secret, token: request.query.token, now });
      const refused = await refusalOf(checked, requestLanguage(request));
      if (refused || checked.state === 'invalid') return html(reply, refused?.status ?? 404, refused?.body ?? '');
      // Spent once: a replay, or two taps at once, log in once.
      if (!(await db.transaction((tx) => spendRoomLoginLink(tx, checked.link.id, now)))) {
        const again = await refusalOf(await checkRoomLoginLink(db, { secret, token: request.query.token, now }), requestLanguage(request));
        return html(reply, again?.status ?? 409, again?.body ?? '');
      }
      await sessions.start(request, reply, checked.link.userId, { roomId: checked.link.roomId });
      request.log.info({ userId: checked.link.userId, roomId: checked.link.roomId, linkId: checked.link.id }, 'logged in for one room by an alarm link');
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${publicUrl}${signedInPanelPath(alarmPanelPath(checked.link.roomId, checked.link.alarmId))}`, 303);
    },
  );
};
