// A card's files (spec §7 Resources): the upload, streamed to disk and refused at 30 MB while it
// streams, its type decided by its bytes, kept under a name the server makes; and the download.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { CARD_FILES_MAX, cardSchemas, formatMessage, MAX_UPLOAD_BYTES, storedFileName } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { callerOf, mayWriteGraphOf } from '../platform/access.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findUser } from '../users/queries.ts';
import { displayName, findFile, insertFiles, storedTypeOf } from './files.ts';
import { lockGraphOfNode, readableNode, refuse } from './guards.ts';
import { protocolText, type ProtocolMessageKey } from './messages.ts';
import { protocolErrors } from './node-responses.ts';
import type { ProtocolOptions } from './options.ts';
import { resourceSchema, toResource } from './resource-responses.ts';
import { findResource, updateResourceContent } from './resources.ts';

const identifier = z.uuid();
const uploadedFileSchema = z.object({
  fileName: z.string().describe('The name the server gave the file: what the card lists and GET /resources/file takes'),
  originalName: z.string(),
  contentType: z.string(),
  size: z.int().nonnegative(),
});

interface Received {
  tempPath: string;
  name: string;
  originalName: string;
  contentType: string;
  size: number;
}

export const fileRoutes: FastifyPluginAsyncZod<ProtocolOptions> = async (app, { db, clock, files: { storage, uploadDir } }) => {
  await app.register(multipart, {
    // Past 30 MB a file's stream fails at once (FST_REQ_FILE_TOO_LARGE): nothing more is read.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: CARD_FILES_MAX, fields: 50, fieldSize: 64 * 1024, parts: CARD_FILES_MAX + 50 },
    throwFileSizeLimit: true,
  });

  const uploadRefused = (request: FastifyRequest, statusCode: number, reason: ProtocolMessageKey, params: Record<string, string> = {}): never => {
    const language = requestLanguage(request);
    throw new HttpError(statusCode, protocolText(language, 'uploadFailed', { reason: protocolText(language, reason, params) }));
  };

  /** Streams every file of the request to `uploadDir`, checking size and type; the fields `field` and `filenames` too. */
  async function receive(request: FastifyRequest, received: Received[]): Promise<void> {
    const originalNames: string[] = [];
    await mkdir(uploadDir, { recursive: true });
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'field' && part.value !== 'files') uploadRefused(request, 400, 'unknownField', { field: String(part.value).slice(0, 50) });
          if (part.fieldname === 'filenames') originalNames.push(String(part.value));
          continue;
        }
        const tempPath = path.join(uploadDir, `${randomUUID()}.part`);
        const entry = { tempPath, name: '', originalName: '', contentType: '', size: 0 };
        received.push(entry);
        await pipeline(part.file, createWriteStream(tempPath));
        const type = await storedTypeOf(tempPath);
        const originalName = displayName(originalNames[received.length - 1] ?? part.filename, 'archivo');
        if (!type) uploadRefused(request, 415, 'typeNotAllowed', { name: originalName });
        Object.assign(entry, type, { originalName, size: (await stat(tempPath)).size });
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, formatMessage(requestLanguage(request), 'fileTooLarge') ?? 'fileTooLarge');
      if (code === 'FST_FILES_LIMIT') throw new HttpError(413, formatMessage(requestLanguage(request), 'maxItems', { max: CARD_FILES_MAX }) ?? 'maxItems');
      throw error;
    }
    if (received.length === 0) uploadRefused(request, 400, 'noFiles');
  }

  app.post(
    '/resources/:ownerId/owner/:id/upload',
    {
      config: { action: 'protocols.write' },
      schema: {
        operationId: 'uploadResourceFiles',
        tags: ['protocols'],
        summary: 'Upload files to a card',
        security: sessionSecurity,
        description:
          'multipart/form-data: `files` (one part per file), `filenames` (optional, the names to show, in the order of the files), `field` (optional, `files`). ' +
          'Each file at most 30 MB (413, refused while it streams); images, PDF, Office and OpenDocument documents, decided by their content (415 otherwise). ' +
          `The server names them; they are added to the card's \`files\` (at most ${CARD_FILES_MAX}; a card without files answers 400). Nothing is kept when any file is refused.`,
        params: z.object({ ownerId: identifier, id: identifier.describe('The card') }),
        consumes: ['multipart/form-data'],
        response: {
          201: jsonResponse(
            'The stored files and the card',
            z.object({ files: z.array(uploadedFileSchema), resource: resourceSchema }).meta({ id: 'UploadedFiles' }),
          ),
          ...protocolErrors,
          404: errorResponse('No such card of this owner'),
          413: errorResponse('A file is over 30 MB'),
          415: errorResponse('A file is not of an accepted type'),
        },
      },
    },
    async (request, reply) => {
      const { ownerId, id } = request.params;
      const card = await findResource(db, id);
      if (!card || card.ownerId !== ownerId) return refuse(request, 404, 'resourceNotFound');
      const owner = await findUser(db, ownerId, undefined);
      if (!owner || !mayWriteGraphOf(callerOf(request), owner)) return refuse(request, 403, 'uploadNotAllowed');
      const received: Received[] = [];
      const stored: string[] = [];
      try {
        await receive(request, received);
        for (const file of received) {
          await storage.put(file.name, file.tempPath, file);
          stored.push(file.name);
        }
        const changed = await db.transaction(async (tx) => {
          await lockGraphOfNode(tx, request, card.nodeId);
          const current = (await findResource(tx, id, { lock: true })) ?? refuse(request, 404, 'resourceNotFound');
          const content = current.content as { files?: unknown };
          const listed = Array.isArray(content.files) ? (content.files as string[]) : [];
          const next = cardSchemas[current.module].safeParse({ ...content, files: [...listed, ...stored] });
          if (!next.success && next.error.issues.some((issue) => issue.path[0] === 'files' && issue.code === 'too_big')) {
            throw new HttpError(400, `files: ${formatMessage(requestLanguage(request), 'maxItems', { max: CARD_FILES_MAX }) ?? 'maxItems'}`);
          }
          const kept = next.success ? ((next.data as { files?: string[] }).files ?? []) : [];
          if (!next.success || !stored.every((name) => kept.includes(name))) return uploadRefused(request, 400, 'cardTakesNoFiles');
          await insertFiles(
            tx,
            received.map((file) => ({ name: file.name, resourceId: id, originalName: file.originalName, contentType: file.contentType, size: file.size })),
          );
          await updateResourceContent(tx, id, next.data, clock());
          await recordAudit(
            tx,
            { actor: callerOf(request), ip: request.ip, now: clock() },
            { action: 'resource.update', targetType: 'resource', targetId: id },
          );
          return (await findResource(tx, id)) ?? current;
        });
        stored.length = 0;
        return await reply.code(201).send({
          files: received.map((file) => ({ fileName: file.name, originalName: file.originalName, contentType: file.contentType, size: file.size })),
          resource: toResource(changed),
        });
      } finally {
        await Promise.all(received.map((file) => rm(file.tempPath, { force: true })));
        await Promise.all(stored.map((name) => storage.remove(name)));
      }
    },
  );

  app.get(
    '/resources/file',
    {
      config: { action: 'protocols.read' },
      schema: {
        operationId: 'getResourceFile',
        tags: ['protocols'],
        summary: "Download a card's file",
        security: sessionSecurity,
        description:
          'By the name the server gave it (anything else, such as a path, is a 400). Images and PDF are shown inline, the rest downloaded, under the name it was uploaded with; never sniffed (`nosniff`).',
        querystring: z.object({ fileName: storedFileName() }),
        response: {
          200: z.any().describe('The file'),
          ...protocolErrors,
          404: errorResponse('No such file (or not one the caller may see)'),
        },
      },
    },
    async (request, reply) => {
      const file = (await findFile(db, request.query.fileName)) ?? refuse(request, 404, 'fileNotFound');
      await readableNode(db, request, file.ownerId, file.nodeId).catch(() => refuse(request, 404, 'fileNotFound'));
      const body = (await storage.read(file.name)) ?? refuse(request, 404, 'fileNotFound');
      const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
      const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .send(body);
    },
  );
};
