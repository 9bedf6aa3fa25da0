// The selects run again and again get a statement name (platform/database.ts, nameRepeatedSelects):
// PostgreSQL parses and plans them once per connection. What must hold: the same answers as
// unnamed, a name only from the threshold on, one name per text whatever the values, no name for
// writes, and no more names than the cap.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { nameRepeatedSelects } from './database.ts';

let scratch: ScratchDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('this test needs PostgreSQL');
  // One connection, so that every statement is prepared (or not) on the connection asked below.
  pool = new pg.Pool({ connectionString: scratch.location.url, max: 1 });
  nameRepeatedSelects(pool, { threshold: 3, maxNamed: 2 });
  await pool.query('create table named_selects (id int primary key, label text)');
  await pool.query({ text: 'insert into named_selects values ($1, $2), ($3, $4)', values: [1, 'one', 2, 'two'] });
});
afterAll(async () => {
  await pool?.end();
  await scratch?.drop();
});

/** The statements prepared on the pool's one connection (this query itself has no name). */
const prepared = async (): Promise<string[]> =>
  (await pool.query<{ name: string }>({ text: 'SELECT name FROM pg_prepared_statements ORDER BY name' })).rows.map((row) => row.name);

describe('named repeated selects (PostgreSQL)', () => {
  it('names a select from its third run, one name for every value, with the same answers', async () => {
    const byId = 'select label from named_selects where id = $1';
    const answers: string[] = [];
    for (const id of [1, 2, 1, 2, 1]) answers.push((await pool.query<{ label: string }>({ text: byId, values: [id] })).rows[0]!.label);
    expect(answers).toEqual(['one', 'two', 'one', 'two', 'one']);
    expect(await prepared()).toEqual(['sereno_1']);
  });

  it('leaves writes unnamed, and names no more texts than the cap', async () => {
    for (let run = 0; run < 4; run++) await pool.query({ text: 'update named_selects set label = $1 where id = 1', values: ['one'] });
    for (const text of ['select count(*) from named_selects', 'select max(id) from named_selects', 'select min(id) from named_selects']) {
      for (let run = 0; run < 4; run++) expect((await pool.query({ text })).rows).toHaveLength(1);
    }
    expect(await prepared()).toEqual(['sereno_1', 'sereno_2']);
  });
});
