// A multipart/form-data request body, as a browser's form sends it, for inject.
import { randomUUID } from 'node:crypto';

/** A field as [name, value]; a file as [field, filename, bytes]. */
export type FormPart = [string, string] | [string, string, Buffer];

export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sereno${randomUUID()}`;
  const chunks = parts.flatMap(([field, value, bytes]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${bytes ? `; filename="${value}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
    ),
    bytes ?? Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG image. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
