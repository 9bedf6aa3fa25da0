// Where the cards' uploaded files are kept (docs/protocols.md): one interface, a folder under the data
// folder by default or an S3-compatible bucket. Names are the server's own (`<uuid>.<ext>`, checked
// again here), so no name from a client ever reaches a path or a key.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { storedFileNamePattern } from '@sereno/validation';
import type { FileStorageLocation } from '../platform/config.ts';

export interface FileStorage {
  /** Keeps the file at `sourcePath` (a finished upload, removed or moved by this call) as `name`. */
  put(name: string, sourcePath: string, info: { contentType: string; size: number }): Promise<void>;
  /** The stored file `name`, or null when there is none. */
  read(name: string): Promise<Readable | null>;
  /** Removes `name`; a missing file is not an error. */
  remove(name: string): Promise<void>;
}

function checkedName(name: string): string {
  if (!storedFileNamePattern.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
  return name;
}

/** Files in `dir`, written by a rename from the upload folder beside it (the same disk). */
export function folderStorage(dir: string): FileStorage {
  const pathOf = (name: string) => path.join(dir, checkedName(name));
  return {
    async put(name, sourcePath) {
      await mkdir(dir, { recursive: true });
      await rename(sourcePath, pathOf(name));
    },
    async read(name) {
      const file = pathOf(name);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}

/** Files as objects of an S3-compatible bucket. */
export function s3Storage(location: Extract<FileStorageLocation, { kind: 's3' }>): FileStorage {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    ...(location.accessKeyId && location.secretAccessKey
      ? { credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do not take the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  return {
    async put(name, sourcePath, { contentType, size }) {
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: checkedName(name), Body: createReadStream(sourcePath), ContentLength: size, ContentType: contentType }),
        );
      } finally {
        await rm(sourcePath, { force: true });
      }
    },
    async read(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedName(name) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedName(name) }));
    },
  };
}

export function openFileStorage(location: FileStorageLocation): FileStorage {
  return location.kind === 'folder' ? folderStorage(location.dir) : s3Storage(location);
}
