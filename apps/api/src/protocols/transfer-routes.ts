// Export and import of an owner's structure (docs/protocols.md): one JSON document, checked whole
// before anything is written, applied all or nothing; `dryRun=true` answers the same report and
// changes nothing.
import { protocolDocumentSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { callerOf } from '../platform/access.ts';
import { errorResponse, HttpError, validationMessage } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { sweepOrphanFiles } from './files.ts';
import { findRoot } from './graph.ts';
import { readableOwner, refuse, writableOwner } from './guards.ts';
import { protocolText } from './messages.ts';
import { protocolErrors } from './node-responses.ts';
import type { ProtocolOptions } from './options.ts';
import { exportStructure, importStructure, type ImportReport } from './transfer.ts';

const identifier = z.uuid();
const counts = (...names: string[]) => z.object(Object.fromEntries(names.map((name) => [name, z.int().nonnegative()])));
const importReportSchema = z
  .object({
    dryRun: z.boolean().describe('true: nothing was written; this is what the import would do'),
    locations: counts('created', 'updated', 'deleted', 'unchanged'),
    rooms: counts('moved', 'unchanged'),
    cards: counts('created', 'updated', 'deleted', 'unchanged'),
  })
  .meta({ id: 'ProtocolImportReport' });
/** The most problems one refusal lists. */
const PROBLEMS_SHOWN = 10;

/** Thrown to roll a dry run back once its report is made. */
class DryRun extends Error {
  readonly report: ImportReport;
  constructor(report: ImportReport) {
    super('dry run');
    this.report = report;
  }
}

export const transferRoutes: FastifyPluginAsyncZod<ProtocolOptions> = async (app, { db, clock, files: { storage } }) => {
  app.get(
    '/nodes/export/:ownerId',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'exportProtocols',
        tags: ['protocols'],
        summary: "An owner's whole structure as one document",
        security: sessionSecurity,
        description:
          'Locations (keyed by their ids), where the rooms sit, and every node’s cards: POST /nodes/import/{ownerId} takes it back. 409 when the graph is not active.',
        params: z.object({ ownerId: identifier }),
        response: {
          200: jsonResponse('The document', protocolDocumentSchema.meta({ id: 'ProtocolDocument' })),
          ...protocolErrors,
          404: errorResponse('No such owner'),
          409: errorResponse('The graph is not active'),
        },
      },
    },
    async (request, reply) => {
      const owner = await readableOwner(db, request, request.params.ownerId);
      const root = (await findRoot(db, owner.id)) ?? refuse(request, 409, 'graphNotActive');
      reply.header('cache-control', 'no-store');
      return exportStructure(db, root);
    },
  );

  app.post(
    '/nodes/import/:ownerId',
    {
      config: { action: 'protocols.write' },
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        operationId: 'importProtocols',
        tags: ['protocols'],
        summary: "Replace an owner's structure with a document",
        security: sessionSecurity,
        description:
          'The document (as GET /nodes/export gives it) is checked whole first: keys, parents, cycles, the owner’s rooms, each card by its module’s schema, one card per module and node, ' +
          'files that are on the owner’s cards (400 listing the problems, nothing written). Then, in one transaction: locations whose key is one of the owner’s location ids are changed, ' +
          'others created, those left out deleted; rooms move where the document puts them (left out: under the root); cards are created, changed or deleted to match. ' +
          '`dryRun=true` answers the same report and writes nothing.',
        params: z.object({ ownerId: identifier }),
        querystring: z.object({ dryRun: z.enum(['true', 'false']).optional().describe('true: report only') }),
        body: protocolDocumentSchema,
        response: {
          200: jsonResponse('What changed (or would change)', importReportSchema),
          ...protocolErrors,
          404: errorResponse('No such owner'),
          409: errorResponse('The graph is not active'),
        },
      },
    },
    async (request) => {
      const dryRun = request.query.dryRun === 'true';
      const language = requestLanguage(request);
      try {
        const report = await db.transaction(async (tx) => {
          const owner = await writableOwner(tx, request, request.params.ownerId);
          const root = (await findRoot(tx, owner.id, { lock: true })) ?? refuse(request, 409, 'graphNotActive');
          const result = await importStructure(tx, { root, document: request.body, now: clock() });
          if ('problems' in result) {
            const texts = result.problems
              .slice(0, PROBLEMS_SHOWN)
              .map((problem) => ('key' in problem ? protocolText(language, problem.key, problem.params) : validationMessage(language, [problem])));
            const more = result.problems.length > PROBLEMS_SHOWN ? ` (+${result.problems.length - PROBLEMS_SHOWN})` : '';
            throw new HttpError(400, protocolText(language, 'importInvalid', { errors: `${texts.join('; ')}${more}` }));
          }
          if (dryRun) throw new DryRun(result.report);
          await recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action: 'node.import', targetType: 'node', targetId: root.id });
          return result.report;
        });
        await sweepOrphanFiles(db, storage);
        return { dryRun, ...report };
      } catch (error) {
        if (error instanceof DryRun) return { dryRun, ...error.report };
        throw error;
      }
    },
  );
};
