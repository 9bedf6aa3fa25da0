// The credentials' seal: what goes in comes out, a tampered or foreign value opens as null, and a
// rotation reads the previous key's values and seals them again under the new one.
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { createConnections } from './connections.ts';
import { createSecretBox } from './crypto.ts';
import { pmsConnections } from '../db/schema/third-parties.ts';
import { customers } from '../db/schema/customers.ts';

const oldSecret = 'old-secret-old-secret-old-secret-0123456789';
const newSecret = 'new-secret-new-secret-new-secret-0123456789';

describe('the secret box', () => {
  it('opens what it sealed, and nothing tampered with or sealed under another key', () => {
    const box = createSecretBox(oldSecret);
    const sealed = box.seal('{"clientSecret":"s3cr3t"}');
    expect(sealed).not.toContain('s3cr3t');
    expect(box.open(sealed)).toBe('{"clientSecret":"s3cr3t"}');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    const parts = sealed.split('.');
    const flipped = [...parts.slice(0, 4), `${parts[4]?.startsWith('A') ? 'B' : 'A'}${parts[4]?.slice(1) ?? ''}`].join('.');
    expect(box.open(flipped)).toBeNull();
    expect(box.open('not sealed')).toBeNull();
    expect(createSecretBox(newSecret).open(sealed)).toBeNull();
  });

  it('after a rotation reads the previous key and seals everything again under the new one', async () => {
    const database = await openTestDatabase();
    try {
      const before = createConnections({ db: database.db, box: createSecretBox(oldSecret) });
      const [customer] = await database.db.insert(customers).values({ name: 'Rotación S.L.' }).returning({ id: customers.id });
      const customerId = customer?.id ?? '';
      await database.db.transaction((tx) =>
        before.link(tx, { customerId, provider: 'avantio', credentials: { authKey: 'key-1' }, tokenKey: 't', linkedBy: null, now: new Date() }),
      );
      const rotated = createSecretBox(newSecret, [oldSecret]);
      const after = createConnections({ db: database.db, box: rotated });
      expect(await after.get(customerId, 'avantio')).toMatchObject({ credentials: { authKey: 'key-1' } });
      expect(await after.resealAll()).toBe(1);
      const [row] = await database.db.select().from(pmsConnections);
      expect(rotated.isCurrent(row?.credentials ?? '')).toBe(true);
      // The previous secret can go now.
      const only = createConnections({ db: database.db, box: createSecretBox(newSecret) });
      expect(await only.get(customerId, 'avantio')).toMatchObject({ credentials: { authKey: 'key-1' } });
      expect(await createConnections({ db: database.db, box: createSecretBox(oldSecret) }).get(customerId, 'avantio')).toEqual({ missing: 'unreadable' });
    } finally {
      await database.close();
    }
  });
});
