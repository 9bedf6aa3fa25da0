import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, temporaryDir, type TestServer } from '../../test/app.ts';
import { scratchDatabase } from '../../test/database.ts';
import { apiPackageDir } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';
import { createAdmin, UserExistsError } from './service.ts';
import { users } from '../db/schema/users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const valid = { username: 'elena', email: 'Elena.Sanz@example.com', name: 'Elena Sanz', password: 'Primera#Admin1' };

describe('createAdmin', () => {
  it('creates an enabled administrator with a hashed password', async () => {
    const admin = await createAdmin(server.db, valid);
    expect(admin).toMatchObject({ username: 'elena', email: 'Elena.Sanz@example.com', name: 'Elena Sanz', role: 'admin', isDisabled: false });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a username that exists', async () => {
    await expect(createAdmin(server.db, { ...valid, email: 'other@example.com' })).rejects.toThrow(new UserExistsError('The username "elena" is taken'));
  });

  it('refuses an email that exists, in any letter case', async () => {
    await expect(createAdmin(server.db, { ...valid, username: 'elena2', email: 'elena.sanz@EXAMPLE.com' })).rejects.toThrow(UserExistsError);
  });

  it('validates with the email and password rules of @sereno/validation', async () => {
    await expect(createAdmin(server.db, { ...valid, username: 'x', email: 'not-an-email', password: 'weak' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ['email'], message: 'email' }), expect.objectContaining({ path: ['password'], message: 'password' })],
    });
  });
});

describe('the create-admin command', () => {
  it('creates the administrator, then refuses the same username; says what is wrong with bad input', async () => {
    const folder = temporaryDir();
    const scratch = await scratchDatabase(path.join(folder.dir, 'db'));
    const env = {
      PATH: process.env.PATH ?? '',
      LANG: 'en_US.UTF-8',
      SERENO_DATA_DIR: folder.dir,
      ...(scratch.location.driver === 'postgres' ? { DATABASE_URL: scratch.location.url } : {}),
    };
    const run = (args: string[], password: string) =>
      spawnSync(process.execPath, [path.join(apiPackageDir, 'src/scripts/create-admin.ts'), ...args], {
        env: { ...env, SERENO_ADMIN_PASSWORD: password },
        encoding: 'utf8',
        timeout: 60_000,
      });
    try {
      const args = ['--username', 'root', '--email', 'root@example.com', '--name', 'Root Admin'];
      const created = run(args, 'Primera#Admin1');
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('created the administrator "root" (root@example.com)');
      expect(created.status).toBe(0);

      const again = run(args, 'Primera#Admin1');
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('The username "root" is taken');

      const bad = run(['--username', 'other', '--email', 'nope', '--name', 'Other'], 'short');
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('email: Must be a valid email; password: The password needs at least 8 characters');

      const missing = run(['--username', 'other'], 'Primera#Admin1');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('usage: create-admin');

      const database = await openDatabase({ database: scratch.location });
      try {
        const stored = await database.db.select().from(users).where(eq(users.username, 'root'));
        expect(stored).toEqual([expect.objectContaining({ role: 'admin', email: 'root@example.com', name: 'Root Admin' })]);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
      folder.remove();
    }
    // Four processes, each opening the database and applying every migration: 38 s was seen while
    // two suites ran at once, past the 30 s default.
  }, 180_000);
});
