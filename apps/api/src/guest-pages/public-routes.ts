// The guest's page (docs/guest-page.md), without a login: the token of its link is the credential.
// GET /g/{token} is the page (HTML, outside /api like the SMS short links); GET /api/guest-page/{token}
// the JSON it polls. A token that is unknown answers 404, one revoked or past check-out 410, in the
// guest's language; both are limited per client address.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { jsonResponse } from '../platform/openapi.ts';
import { findLiveRoom } from '../rooms/service.ts';
import { guestLanguageOf, guestPageLanguage, type GuestLanguage } from './language.ts';
import { guestPageCsp, renderGuestPage, renderRefusal } from './page.ts';
import { createGuestPageRate } from './rate.ts';
import { bookingOfToken, guestPagePath } from './service.ts';
import { guestTexts } from './texts.ts';
import { guestPageView, guestPageViewSchema, type GuestPageView } from './view.ts';

const tooMany: Record<GuestLanguage, (seconds: number) => string> = {
  ES: (seconds) => `Demasiadas peticiones. Vuelva a intentarlo en ${seconds} segundos.`,
  EN: (seconds) => `Too many requests. Try again in ${seconds} seconds.`,
  PT: (seconds) => `Demasiados pedidos. Tente de novo dentro de ${seconds} segundos.`,
  FR: (seconds) => `Trop de requêtes. Réessayez dans ${seconds} secondes.`,
};

const params = z.object({ token: z.string().max(64).describe('The token of the link') });
const querystring = z.object({ lang: z.string().max(10).optional().describe('es, en, pt or fr: the page’s language switch; another value is ignored') });

const htmlResponse = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export interface GuestPageRoutesOptions {
  db: Database;
  clock: () => Date;
  graceMinutes: number;
}

/** What a request to the page asks: the token, the language switch, the browser's languages, its address. */
interface Asked {
  token: string;
  lang: string | undefined;
  acceptLanguage: string | undefined;
  ip: string;
}

const askedOf = (request: FastifyRequest & { params: { token: string }; query: { lang?: string | undefined } }): Asked => ({
  token: request.params.token,
  lang: request.query.lang,
  acceptLanguage: request.headers['accept-language'],
  ip: request.ip,
});

type Outcome = { status: 200; view: GuestPageView } | { status: 404 | 410; language: GuestLanguage; message: string };

export function guestPagePublicRoutes({ db, clock, graceMinutes }: GuestPageRoutesOptions) {
  const rate = createGuestPageRate();
  /** The language asked for (`lang`), else the browser's first of the four, else null. */
  const askedLanguage = (request: Asked): GuestLanguage | null =>
    guestLanguageOf(request.lang) ??
    (request.acceptLanguage ?? '')
      .split(',')
      .map((part) => guestLanguageOf(part))
      .find((language) => language !== null) ??
    null;

  async function resolve(request: Asked): Promise<Outcome> {
    const asked = askedLanguage(request);
    rate.take(request.ip, tooMany[asked ?? 'ES']);
    const now = clock();
    const found = await bookingOfToken(db, request.token, now);
    const refusal = (status: 404 | 410, language: GuestLanguage, key: 'unknown' | 'revoked' | 'expired'): Outcome => ({
      status,
      language,
      message: guestTexts[language][key],
    });
    if (found.state !== 'active') return refusal(found.state === 'unknown' ? 404 : 410, asked ?? 'ES', found.state);
    const room = await findLiveRoom(db, found.booking.roomId, undefined);
    if (!room) return refusal(410, asked ?? 'ES', 'expired');
    return { status: 200, view: guestPageView(found.booking, room, { now, graceMinutes, language: asked ?? guestPageLanguage(found.booking, room) }) };
  }

  const privateHeaders = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');

  const json: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/guest-page/:token',
      {
        config: { action: 'public' },
        schema: {
          operationId: 'readGuestPage',
          tags: ['guest-page'],
          summary: 'What the guest’s page shows (no login: the link’s token)',
          description:
            'The room’s name, the house rules on noise and smoking, the noise now and the limit now, and what happens past the limit, in the guest’s language (EN, PT, ES, FR). ' +
            'Nothing else: no occupancy, no history, nothing of the guest, another room or another stay. 404 for an unknown token, 410 for a revoked one or after check-out; 429 past 30 requests at once from one address (then one every 2 s).',
          params,
          querystring,
          response: {
            200: jsonResponse('The page’s content', guestPageViewSchema),
            404: errorResponse('No link has this token'),
            410: errorResponse('The link was revoked, or the stay is over'),
            429: errorResponse('Too many requests from this address'),
          },
        },
      },
      async (request, reply) => {
        const outcome = await resolve(askedOf(request));
        privateHeaders(reply);
        if (outcome.status !== 200) throw new HttpError(outcome.status, outcome.message);
        return outcome.view;
      },
    );
  };

  const page: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/g/:token',
      {
        config: { action: 'public' },
        schema: {
          operationId: 'showGuestPage',
          tags: ['guest-page'],
          summary: 'The guest’s page (HTML, no login)',
          description:
            'A small page rendered on the server for a phone: `GET /api/guest-page/{token}` as HTML, with a gauge it refreshes every 15 s. Its own Content-Security-Policy allows only its inline style and script, by hash. ' +
            'An unknown token answers a page with 404, a revoked or expired one 410; 429 past the rate limit.',
          params,
          querystring,
          response: {
            200: htmlResponse('The page'),
            404: htmlResponse('No link has this token'),
            410: htmlResponse('The link was revoked, or the stay is over'),
            429: errorResponse('Too many requests from this address'),
          },
        },
      },
      async (request, reply) => {
        const outcome = await resolve(askedOf(request));
        const path = guestPagePath(request.params.token);
        privateHeaders(reply).header('content-security-policy', guestPageCsp).type('text/html; charset=utf-8');
        if (outcome.status !== 200) return reply.code(outcome.status).send(renderRefusal(outcome.language, outcome.message, path));
        return reply.code(200).send(renderGuestPage(outcome.view, { path, jsonPath: `/api/guest-page/${request.params.token}` }));
      },
    );
  };

  return { json, page };
}
