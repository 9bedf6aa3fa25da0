// Firmware images per channel (docs/flasher.md): staff upload them, the flasher lists and downloads
// them. Who may call what: docs/permissions.md, "Factory".
import { firmwareChannels, FIRMWARE_IMAGE_MAX_BYTES, message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { isUniqueViolation } from '../platform/database-errors.ts';
import { errorResponse } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { checksums, readFirmwareImage } from './image.ts';
import { refuse } from './messages.ts';
import { findImage, imageContent, insertImage, listImages, type FirmwareImageSummary } from './queries.ts';

const channel = z.enum(firmwareChannels, { error: message('option') });
const imageId = z.uuid({ error: message('identifier') });

export const firmwareImageSchema = z
  .object({
    id: z.uuid(),
    channel,
    version: z.string().describe('Read from the image (its esp_app_desc_t)'),
    size: z.int().describe('Bytes'),
    sha256: z.string().describe('Hex SHA-256 of the bytes'),
    md5: z.string().describe('Hex MD5 of the bytes: what SPI_FLASH_MD5 answers once the image is in flash'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'FirmwareImage' });

const uploadSchema = z
  .object({
    channel,
    contentBase64: z
      .string()
      .min(1, { error: message('required') })
      .max(Math.ceil((FIRMWARE_IMAGE_MAX_BYTES * 4) / 3) + 8)
      .describe('The image, base64'),
  })
  .meta({ id: 'FirmwareImageUpload' });

const common = { 400: errorResponse('A field is missing or invalid'), 401: errorResponse('No live session'), 403: errorResponse('The role may not do this') };

export const toImage = (row: FirmwareImageSummary) => ({
  id: row.id,
  channel: row.channel,
  version: row.version,
  size: row.size,
  sha256: row.sha256,
  md5: row.md5,
  createdAt: row.createdAt.toISOString(),
});

export const firmwareRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.post(
    '/firmware/images',
    {
      config: { action: 'firmware.upload' },
      // base64 of the largest image, and room for the JSON around it.
      bodyLimit: Math.ceil((FIRMWARE_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        operationId: 'uploadFirmwareImage',
        tags: ['factory'],
        summary: 'Upload a firmware image to a channel',
        security: sessionSecurity,
        description:
          'An ESP32 application image of the project `sereno`, at most 3 MB; its version is read from the image. A version is uploaded once per channel (409 after).',
        body: uploadSchema,
        response: { 201: jsonResponse('The image as stored', firmwareImageSchema), ...common, 409: errorResponse('That version is already in the channel') },
      },
    },
    async (request, reply) => {
      const { contentBase64 } = request.body;
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(contentBase64) || contentBase64.length % 4 !== 0) refuse(request, 400, 'imageNotBase64');
      const bytes = Buffer.from(contentBase64, 'base64');
      const read = readFirmwareImage(bytes);
      if ('problem' in read) refuse(request, 400, read.problem, { max: FIRMWARE_IMAGE_MAX_BYTES / (1024 * 1024) });
      const { version } = read as { version: string };
      try {
        const row = await insertImage(db, {
          channel: request.body.channel,
          version,
          size: bytes.length,
          ...checksums(bytes),
          content: bytes,
          uploadedBy: callerOf(request).id,
          createdAt: clock(),
        });
        return reply.code(201).send(toImage(row));
      } catch (error) {
        if (isUniqueViolation(error)) refuse(request, 409, 'imageExists', { version, channel: request.body.channel });
        throw error;
      }
    },
  );

  app.get(
    '/firmware/images',
    {
      config: { action: 'factory.use' },
      schema: {
        operationId: 'listFirmwareImages',
        tags: ['factory'],
        summary: 'The firmware images, newest first',
        security: sessionSecurity,
        querystring: z.object({ channel: channel.optional() }),
        response: { 200: jsonResponse('The images', z.object({ images: z.array(firmwareImageSchema) }).meta({ id: 'FirmwareImageList' })), ...common },
      },
    },
    async (request) => ({ images: (await listImages(db, request.query.channel)).map(toImage) }),
  );

  app.get(
    '/firmware/images/:id',
    {
      config: { action: 'factory.use' },
      schema: {
        operationId: 'getFirmwareImage',
        tags: ['factory'],
        summary: "A firmware image's version, size and checksums",
        security: sessionSecurity,
        params: z.object({ id: imageId }),
        response: { 200: jsonResponse('The image', firmwareImageSchema), ...common, 404: errorResponse('No such image') },
      },
    },
    async (request) => toImage((await findImage(db, request.params.id)) ?? refuse(request, 404, 'imageNotFound')),
  );

  app.get(
    '/firmware/images/:id/content',
    {
      config: { action: 'factory.use' },
      schema: {
        operationId: 'downloadFirmwareImage',
        tags: ['factory'],
        summary: "Download a firmware image's bytes",
        security: sessionSecurity,
        description: '`application/octet-stream`; its SHA-256 in the `x-checksum-sha256` header (and as the ETag).',
        params: z.object({ id: imageId }),
        response: { 200: z.any().describe('The image'), ...common, 404: errorResponse('No such image') },
      },
    },
    async (request, reply) => {
      const row = (await imageContent(db, request.params.id)) ?? refuse(request, 404, 'imageNotFound');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(row.size))
        .header('x-checksum-sha256', row.sha256)
        .header('etag', `"${row.sha256}"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', `attachment; filename="sereno-${row.channel}-${row.version}.bin"`)
        .send(row.content);
    },
  );
};
