// Every route declares who may call it, `config: { action }` (docs/permissions.md, "How to add an
// action"): an action of the access policy in @sereno/validation, or `public`, `session`, `device`.
// This hook turns the declaration into the route's guard, so what a route says and what it enforces
// cannot drift apart: `session` and every action need a live session (401), an action also a role
// the policy lets do it (403). `public` and `device` routes guard themselves (nothing, a device token).
// The OpenAPI document names each route's action too (`x-sereno-action`, platform/openapi.ts).
import type { RouteAccess } from '@sereno/validation';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { requireAction } from './access.ts';
import type { Sessions } from './session/session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: an action of the access policy, or `public`, `session`, `device`. */
    action?: RouteAccess;
  }
}

/** Registers the hook; call before the routes it guards. */
/** `roomOnly`: what a session opened by an alarm email's one-room link may reach (platform/room-only.ts). */
export function guardRoutes(app: FastifyInstance, sessions: Sessions, roomOnly?: preHandlerHookHandler): void {
  app.addHook('onRoute', (route) => {
    const action = route.config?.action;
    if (action === undefined || action === 'public' || action === 'device') return;
    const restrict = roomOnly ? [roomOnly] : [];
    const guards: preHandlerHookHandler[] =
      action === 'session' ? [sessions.requireUser, ...restrict] : [sessions.requireUser, ...restrict, requireAction(action)];
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...guards, ...own];
  });
}
