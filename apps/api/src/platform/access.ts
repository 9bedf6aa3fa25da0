// Role checks of the access policy (docs/permissions.md), as preHandlers that run after
// `sessions.requireUser`. Ranks and groups come from @sereno/validation (spec §6).
import { hasRankAtLeast, type Role } from '@sereno/validation';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';
import { requestLanguage, serverMessage } from './messages.ts';

/** 403 unless the logged-in user's role ranks at least `minimum`. */
export const requireRank =
  (minimum: Role): preHandlerAsyncHookHandler =>
  async (request) => {
    const user = request.currentUser;
    if (!user) throw new HttpError(401, serverMessage(requestLanguage(request), 'unauthorized'));
    if (!hasRankAtLeast(user.role, minimum)) throw new HttpError(403, serverMessage(requestLanguage(request), 'forbidden'));
  };
