// What operators and load balancers ask a server process: whether it is healthy (public, for the
// balancer's checks) and what it has done (administrators: which process, ingest counters — the
// two-process test reads them to see the devices split between processes — and its job runners).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import type { JobStats } from '../platform/jobs.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { MqttIngest } from '../mqtt/ingest.ts';
import type { Ingest } from '../readings/ingest.ts';

const jobStatsSchema = z
  .object({
    claimed: z.int().describe('Jobs this process took since it started'),
    sent: z.int(),
    retrying: z.int().describe('Runs that failed and were put back for a later attempt'),
    failed: z.int().describe('Jobs failed for good (a refusal, or the last attempt): the dead letters'),
    handedOver: z.int().describe('Jobs handed to another queue (a notification email to the email outbox)'),
    roundErrors: z.int().describe('Rounds that failed as a whole (the database did not answer)'),
  })
  .meta({ id: 'JobStats' });

export interface OpsRoutesOptions {
  db: Database;
  ingest: Ingest;
  mqttIngest: () => MqttIngest | null;
  /** This process's job runners by queue; the email one only with SMTP. */
  jobs: () => { notifications: JobStats; email: JobStats | null };
  clock: () => Date;
  /** PGlite's consistent copy of its data folder (docs/operations.md, "Backups"); undefined on PostgreSQL. */
  dumpDataDir?: (() => Promise<Blob>) | undefined;
}

export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, { db, ingest, mqttIngest, jobs, clock, dumpDataDir }) => {
  const processId = randomBytes(6).toString('hex');
  const startedAt = clock();

  app.get(
    '/health',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['configuration'],
        summary: 'Whether this process and its database answer (for load balancers)',
        response: {
          200: jsonResponse('Healthy', z.object({ status: z.literal('ok') }).meta({ id: 'Health' })),
          503: errorResponse('The database does not answer'),
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health: the database does not answer');
        throw new HttpError(503, serverMessage(requestLanguage(request), 'databaseUnavailable'));
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ops/stats',
    {
      config: { action: 'ops.read' },
      schema: {
        operationId: 'getProcessStats',
        tags: ['configuration'],
        summary: "This server process's identity, ingest and job counters",
        security: sessionSecurity,
        description: 'Administrators. Each process answers for itself: behind a load balancer, successive calls may reach different ones (`process.id`).',
        response: {
          200: jsonResponse(
            'The counters',
            z
              .object({
                process: z.object({ id: z.string(), startedAt: z.iso.datetime() }),
                memory: z
                  .object({
                    rssBytes: z.int().describe('Resident set: all the memory the process holds'),
                    heapUsedBytes: z.int().describe("JavaScript objects alive or not yet collected (V8's heap in use)"),
                    heapTotalBytes: z.int().describe("V8's heap as reserved"),
                    externalBytes: z.int().describe('Memory outside the heap held by JavaScript objects (buffers)'),
                  })
                  .describe('process.memoryUsage(): a heap that keeps growing under a steady load is a leak; RSS alone can grow and stay'),
                ingest: z.object({
                  stored: z.int().describe('Readings stored by this process since it started'),
                  commits: z.int(),
                  pending: z.int(),
                  peakPending: z.int(),
                  maxPending: z.int(),
                  pushedBack: z.int(),
                  rateLimited: z.int().describe('Batches refused by the per-device limit (SERENO_INGEST_DEVICE_RATE): HTTP answered 429, MQTT dropped'),
                }),
                mqtt: z
                  .object({
                    droppedOversized: z.int().describe('Device messages dropped unread for being over the size limit (docs/devices.md)'),
                    droppedRateLimited: z.int().describe("Device messages dropped past the device's allowance (SERENO_INGEST_DEVICE_RATE)"),
                  })
                  .nullable()
                  .describe('Null without MQTT_URL'),
                jobs: z.object({ notifications: jobStatsSchema, email: jobStatsSchema.nullable().describe('Null without SMTP_URL') }),
              })
              .meta({ id: 'ProcessStats' }),
          ),
          401: errorResponse('No live session'),
          403: errorResponse('Not an administrator'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const memory = process.memoryUsage();
      return {
        process: { id: processId, startedAt: startedAt.toISOString() },
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal, externalBytes: memory.external },
        ingest: ingest.stats(),
        mqtt: mqttIngest()?.stats() ?? null,
        jobs: jobs(),
      };
    },
  );

  app.get(
    '/ops/backup',
    {
      config: { action: 'ops.backup' },
      schema: {
        operationId: 'getDatabaseBackup',
        tags: ['configuration'],
        summary: "A consistent copy of the server's PGlite database, taken while it runs",
        security: sessionSecurity,
        description:
          'Administrators; what `sereno backup` fetches from a running server (docs/operations.md, "Backups"). A gzipped tar of the PGlite data folder, which `sereno restore` loads. On PostgreSQL 409: back up with `pg_dump` (`sereno backup` does).',
        response: {
          200: z.any().describe('The data folder, application/gzip'),
          401: errorResponse('No live session'),
          403: errorResponse('Not an administrator'),
          409: errorResponse('The database is PostgreSQL: use pg_dump'),
        },
      },
    },
    async (request, reply) => {
      if (!dumpDataDir) throw new HttpError(409, serverMessage(requestLanguage(request), 'backupNotPglite'));
      const copy = await dumpDataDir();
      request.log.info({ bytes: copy.size }, 'backup: copied the PGlite data folder');
      reply.header('cache-control', 'no-store');
      reply.header('content-type', 'application/gzip');
      reply.header('content-disposition', 'attachment; filename="sereno-pglite.tar.gz"');
      return reply.send(Buffer.from(await copy.arrayBuffer()));
    },
  );
};
