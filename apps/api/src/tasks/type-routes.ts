// GET /task-types: the task types and their subtypes (spec §3 Task type), created on the first start.
// Who may call it: docs/permissions.md, "Bookings and tasks".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { taskTypeSchema, toTaskType } from './responses.ts';
import { ensureTaskTypes, taskTypeTree } from './types.ts';

const common = { 401: errorResponse('No live session'), 403: errorResponse('The role may not do this') };

export const taskTypeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onReady', () => ensureTaskTypes(db));

  app.get(
    '/task-types',
    {
      config: { action: 'tasks.read' },
      schema: {
        operationId: 'listTaskTypes',
        tags: ['tasks'],
        summary: 'The task types, each with its subtypes',
        security: sessionSecurity,
        description: "`name` is in the request's language; `translations` has both.",
        response: { 200: jsonResponse('The task types', z.array(taskTypeSchema)), ...common },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return (await taskTypeTree(db)).map((entry) => toTaskType(entry, language));
    },
  );
};
