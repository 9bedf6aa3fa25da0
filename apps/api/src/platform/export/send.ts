// An export as the answer of a route: CSV or XLSX, streamed, as an attachment, never cached.
import { Readable } from 'node:stream';
import type { Language } from '@sereno/validation';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ExportSource } from './columns.ts';
import { csvChunks } from './csv.ts';
import { xlsxContentType, xlsxStream } from './xlsx.ts';

export type ExportFormat = 'csv' | 'xlsx';

export function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  source: ExportSource<Row>,
  { language, name }: { language: Language; name: string },
) {
  reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${name}.${format}"`);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(csvChunks(source, language)));
  return reply.type(xlsxContentType).send(xlsxStream(source, language, name));
}

/** The OpenAPI answer of an export route. */
export const exportResponse = (format: ExportFormat) =>
  format === 'csv'
    ? { description: 'The CSV file (UTF-8 with a byte-order mark)', content: { 'text/csv': { schema: z.string() } } }
    : { description: 'The XLSX workbook', content: { [xlsxContentType]: { schema: z.string() } } };

/** Pages of at most `pageSize` rows, at most `max` in all, read by `read(after, limit)` with a keyset. */
export async function* keysetPages<Row, Key>(
  read: (after: Key | undefined, limit: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  { pageSize, max }: { pageSize: number; max: number },
): AsyncGenerator<readonly Row[]> {
  let after: Key | undefined;
  let left = max;
  while (left > 0) {
    const page = await read(after, Math.min(pageSize, left));
    if (page.length > 0) yield page;
    if (page.length < Math.min(pageSize, left)) return;
    left -= page.length;
    after = keyOf(page[page.length - 1] as Row);
  }
}

/** Pages read by offset, for lists sorted by a key a keyset cannot follow (the person's chosen sort). */
export async function* offsetPages<Row>(
  read: (offset: number, limit: number) => Promise<readonly Row[]>,
  { pageSize, max }: { pageSize: number; max: number },
): AsyncGenerator<readonly Row[]> {
  for (let offset = 0; offset < max; offset += pageSize) {
    const limit = Math.min(pageSize, max - offset);
    const page = await read(offset, limit);
    if (page.length > 0) yield page;
    if (page.length < limit) return;
  }
}
