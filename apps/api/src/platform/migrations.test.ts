// Upgrades keep the data (docs/operations.md, "Backups"). The migrations of apps/api/drizzle are
// applied one at a time to a fresh database; after each step a row is inserted into every table
// (values made from each column's type, the foreign keys pointing at the rows just inserted), and
// after every later step each row inserted before must still be there, unchanged in every column
// that still exists. Nothing here names a table: a new migration is tested as it lands, and one that
// drops or rewrites what a previous schema held fails here unless listed in `intended`.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { migrationsFolder } from './database.ts';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal & Record<string, unknown>;

/**
 * Values the column types cannot tell, by `table.column`: what a CHECK constraint asks for.
 * `$step` is the migration step the row is inserted at.
 */
const overrides: Record<string, string> = {
  'bookings.check_in': `now() - interval '1 day'`,
  'bookings.check_out': `now() + interval '1 day'`,
  'bookings.currency': `'EUR'`,
  'tasks.time': `'10:00'`,
  'nodes.kind': `'root'`,
  'nodes.parent_id': 'null',
  'nodes.room_id': 'null',
};

/** What a migration meant to change in the rows of before (none so far): `table` or `table.column` by migration tag. */
const intended: Record<string, string[]> = {};

interface Column {
  name: string;
  type: string;
  udt: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: boolean;
  generated: boolean;
}

interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

let scratch: ScratchDatabase;
let pglite: PGlite | undefined;
let pool: pg.Pool | undefined;
let db: Sql;
let folder: string;
let migrateTo: (step: number) => Promise<void>;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'sereno-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  scratch = await scratchDatabase();
  // The migrator applies what its journal lists beyond what the database has: a journal cut at `step`.
  const cutJournal = (step: number) => {
    mkdirSync(path.join(folder, 'meta'), { recursive: true });
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, step + 1) }));
  };
  if (scratch.location.driver === 'postgres') {
    const opened = new pg.Pool({ connectionString: scratch.location.url, max: 2 });
    pool = opened;
    const orm = drizzleNodePostgres({ client: opened });
    db = { query: async (text, params) => (await opened.query(text, params)).rows };
    migrateTo = async (step) => {
      cutJournal(step);
      await migrateNodePostgres(orm, { migrationsFolder: folder });
    };
  } else {
    const client = await PGlite.create();
    pglite = client;
    const orm = drizzlePglite({ client });
    db = { query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows };
    migrateTo = async (step) => {
      cutJournal(step);
      await migratePglite(orm, { migrationsFolder: folder });
    };
  }
});

afterAll(async () => {
  await pglite?.close();
  await pool?.end();
  await scratch?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function tables(): Promise<string[]> {
  // A partitioned table counts once: its partitions (readings' days) hold its rows, not rows of their own.
  const rows = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  return rows.map((row) => row.name);
}

async function columnsOf(table: string): Promise<Column[]> {
  return db.query<Column>(
    `select column_name as name, data_type as type, udt_name as udt, is_nullable = 'YES' as nullable, column_default is not null as "hasDefault",
            is_identity = 'YES' as identity, is_generated <> 'NEVER' as generated
       from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
}

/** Foreign keys of `table`: its column → the referenced table and column (single-column keys). */
async function foreignKeys(table: string): Promise<Map<string, { table: string; column: string }>> {
  const rows = await db.query<{ column: string; target: string; targetColumn: string }>(
    `select a.attname as column, t.relname as target, ta.attname as "targetColumn"
       from pg_constraint c
       join pg_class s on s.oid = c.conrelid join pg_namespace n on n.oid = s.relnamespace
       join pg_class t on t.oid = c.confrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute ta on ta.attrelid = c.confrelid and ta.attnum = c.confkey[1]
      where c.contype = 'f' and n.nspname = 'public' and s.relname = $1 and array_length(c.conkey, 1) = 1`,
    [table],
  );
  return new Map(rows.map((row) => [row.column, { table: row.target, column: row.targetColumn }]));
}

/** The tables in an order where every table comes after those its foreign keys point at (cycles: as they come). */
async function inDependencyOrder(names: string[]): Promise<{ name: string; keys: Map<string, { table: string; column: string }> }[]> {
  const keys = new Map(await Promise.all(names.map(async (name) => [name, await foreignKeys(name)] as const)));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const target of keys.get(name)?.values() ?? []) if (target.table !== name) visit(target.table, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.map((name) => ({ name, keys: keys.get(name) ?? new Map() }));
}

async function enumLabel(udt: string): Promise<string | undefined> {
  const [row] = await db.query<{ label: string }>(
    `select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = $1 order by e.enumsortorder limit 1`,
    [udt],
  );
  return row?.label;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** An SQL expression of `column`'s type; null to leave it to its default. */
async function valueFor(
  table: string,
  column: Column,
  step: number,
  target: { table: string; column: string } | undefined,
  thisStep: ReadonlyMap<string, Record<string, unknown>>,
): Promise<string | null> {
  const override = overrides[`${table}.${column.name}`];
  if (override !== undefined) return override;
  if (target) {
    // The row this step inserted into the referenced table just before (none in a cycle: null).
    const value = thisStep.get(target.table)?.[target.column];
    return value === undefined || value === null ? 'null' : `${literal(String(value))}::${quote(column.udt)}`;
  }
  const unique = `m${step}-${table}-${column.name}`;
  switch (column.type) {
    case 'uuid':
      return 'gen_random_uuid()';
    case 'text':
    case 'character varying':
    case 'character':
      return literal(unique.slice(0, 20));
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return String(step + 1);
    case 'boolean':
      return 'false';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return `now() - interval '${step} minutes'`;
    case 'date':
      return 'current_date';
    case 'time without time zone':
      return `'10:00'`;
    case 'interval':
      return `interval '1 hour'`;
    case 'json':
    case 'jsonb':
      return `'{"step": ${step}}'`;
    case 'bytea':
      return `'\\x00'::bytea`;
    case 'inet':
      return `'127.0.0.1'`;
    case 'ARRAY':
      return `'{}'`;
    case 'USER-DEFINED': {
      const label = await enumLabel(column.udt);
      return label === undefined ? null : `${literal(label)}::${quote(column.udt)}`;
    }
    default:
      return column.nullable || column.hasDefault ? null : literal(unique);
  }
}

interface Inserted {
  step: number;
  table: string;
  row: Record<string, unknown>;
}

async function insertRows(step: number): Promise<Inserted[]> {
  const inserted: Inserted[] = [];
  const thisStep = new Map<string, Record<string, unknown>>();
  for (const { name, keys } of await inDependencyOrder(await tables())) {
    const columns = (await columnsOf(name)).filter((column) => !column.generated && !column.identity);
    const values: [string, string][] = [];
    for (const column of columns) {
      const value = await valueFor(name, column, step, keys.get(column.name), thisStep);
      if (value !== null) values.push([quote(column.name), value]);
    }
    const statement = `insert into ${quote(name)} (${values.map(([column]) => column).join(', ')}) values (${values.map(([, value]) => value).join(', ')}) returning to_jsonb(${quote(name)}.*) as row`;
    try {
      const [row] = await db.query<{ row: Record<string, unknown> }>(statement);
      inserted.push({ step, table: name, row: row?.row ?? {} });
      thisStep.set(name, row?.row ?? {});
    } catch (error) {
      throw new Error(
        `migration ${journal.entries[step]?.tag}: could not insert a row into ${name} (add an override): ${(error as Error).message}\n${statement}`,
        {
          cause: error,
        },
      );
    }
  }
  return inserted;
}

/** The rows of `before` that are no longer in the database as they were (on the columns that remain). */
async function missing(rows: Inserted[], tag: string): Promise<string[]> {
  const lost: string[] = [];
  const present = new Set(await tables());
  const allowed = intended[tag] ?? [];
  const byTable = new Map<string, Inserted[]>();
  for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
  for (const [table, inserted] of byTable) {
    if (!present.has(table)) {
      if (!allowed.includes(table)) lost.push(`${table}: the table is gone`);
      continue;
    }
    const remaining = new Set((await columnsOf(table)).map((column) => column.name));
    const kept = inserted.map(({ row }) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => remaining.has(column) && !allowed.includes(`${table}.${column}`))),
    );
    // One query a table: the rows of `kept` that no row of the table contains.
    const gone = await db.query<{ i: string }>(
      `select e.i from jsonb_array_elements($1::jsonb) with ordinality as e(v, i) where not exists (select 1 from ${quote(table)} t where to_jsonb(t.*) @> e.v)`,
      [JSON.stringify(kept)],
    );
    for (const { i } of gone) {
      const index = Number(i) - 1;
      lost.push(`${table} (inserted at ${journal.entries[inserted[index]?.step ?? 0]?.tag}): ${JSON.stringify(kept[index])}`);
    }
  }
  return lost;
}

describe('the migrations, applied one at a time to a database with data', () => {
  it('keep every row inserted under each earlier schema, unchanged in the columns that remain', { timeout: 600_000 }, async () => {
    const rows: Inserted[] = [];
    const covered = new Set<string>();
    for (const entry of journal.entries) {
      await migrateTo(entry.idx);
      expect(await missing(rows, entry.tag), `after ${entry.tag}`).toEqual([]);
      const inserted = await insertRows(entry.idx);
      for (const { table } of inserted) covered.add(table);
      rows.push(...inserted);
    }
    // Every table of the newest schema had rows through the later migrations.
    expect([...covered].sort()).toEqual(expect.arrayContaining(await tables()));
    expect(rows.length).toBeGreaterThan(journal.entries.length * 5);
  });
});
