// What the protocol routes are given by the app (src/app.ts).
import type { Database } from '../platform/database.ts';
import type { FileStorage } from './file-storage.ts';

export interface ProtocolOptions {
  db: Database;
  clock: () => Date;
  /** Where uploaded files are kept, and the folder an upload is streamed to before it is checked. */
  files: { storage: FileStorage; uploadDir: string };
}
