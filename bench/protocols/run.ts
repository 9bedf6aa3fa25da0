// `pnpm bench:protocols` (or `pnpm --filter @sereno/bench-protocols bench` once apps/api/dist is built):
// the time to read a room's protocol cards, its own and those it inherits, through the built Sereno
// server on a fresh PostgreSQL database whose `nodes` table holds BENCH_NODES (10,000) nodes.
// The room sits 6 levels below its owner's root (root and five locations above it) with 40 cards on
// that path; the other nodes spread wide under the same levels, with cards of their own. The figure
// is GET /api/resources/owner/{ownerId}/room/{roomId} (one recursive query, docs/protocols.md),
// against the baseline of the same run and process: GET /api/me (a session and one user read).
// It prints p50, p99 and max of each, and the ratio of the cards' to the baseline's. Aim (issue 16):
// p99 ≤ 10 ms.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startServer } from '@sereno/api/testing';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const totalNodes = Number(process.env.BENCH_NODES ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const warmUp = 100;
const levels = 6;
const pathCards = 40;
const demoAdmin = { username: 'admin', password: 'Sereno#2026' };
/** Modules whose content is a place card's: each path level has several, some the levels below have too (overrides). */
const modules = ['boiler', 'electricity', 'waterValve', 'office', 'warehouse', 'amenities', 'appliances', 'procedures'];

const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ', 1)[0] ?? '?';

async function asAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The room's path (root first, the room's node last) and 10,000 nodes in all, written straight into the database. */
async function seed(db: pg.Client, ownerId: string): Promise<string> {
  const root = (await db.query<{ id: string }>("SELECT id FROM nodes WHERE owner_id = $1 AND kind = 'root'", [ownerId])).rows[0]?.id;
  if (!root) throw new Error('the graph is not active');
  const roomId = (await db.query<{ id: string }>("INSERT INTO rooms (name, owner_id) VALUES ('Bench room', $1) RETURNING id", [ownerId])).rows[0]?.id ?? '';
  const path = [root];
  for (let level = 1; level < levels; level++) {
    const parent = path[path.length - 1];
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO nodes (owner_id, parent_id, kind, name, location_type) VALUES ($1, $2, 'location', $3, 'building') RETURNING id",
      [ownerId, parent, `Level ${level}`],
    );
    path.push(rows[0]?.id ?? '');
  }
  const roomNode = (
    await db.query<{ id: string }>("INSERT INTO nodes (owner_id, parent_id, kind, room_id) VALUES ($1, $2, 'room', $3) RETURNING id", [
      ownerId,
      path[path.length - 1],
      roomId,
    ])
  ).rows[0]?.id;
  path.push(roomNode ?? '');
  // 40 cards down the path: every node gets some, so that nearer ones override farther ones.
  for (let card = 0; card < pathCards; card++) {
    const nodeId = path[card % path.length];
    const module = modules[card % modules.length];
    await db.query('INSERT INTO resources (owner_id, node_id, module, content) VALUES ($1, $2, $3, $4)', [
      ownerId,
      nodeId,
      module,
      JSON.stringify({ instructions: `Card ${card}`, location: 'Cuarto técnico', files: [] }),
    ]);
  }
  // The rest of the nodes: locations spread under the path's levels, a card on each fifth.
  const existing = Number((await db.query<{ count: string }>('SELECT count(*) FROM nodes')).rows[0]?.count ?? 0);
  await db.query(
    `INSERT INTO nodes (owner_id, parent_id, kind, name, location_type)
     SELECT $1, ($2::uuid[])[1 + n % $3], 'location', 'Filler ' || n, 'branch' FROM generate_series(1, $4) AS n`,
    [ownerId, path.slice(0, levels), levels, Math.max(0, totalNodes - existing)],
  );
  await db.query(
    `INSERT INTO resources (owner_id, node_id, module, content)
     SELECT owner_id, id, 'boiler', '{"instructions":"","files":[]}'::jsonb FROM nodes WHERE name LIKE 'Filler %' AND random() < 0.2`,
  );
  await db.query('ANALYZE nodes; ANALYZE resources');
  return roomId;
}

const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

/** Times `count` sequential GETs of `url` (after a warm-up), checking each answers 200. */
async function timed(url: string, cookie: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < warmUp + count; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (index >= warmUp) times.push(performance.now() - started);
  }
  return times;
}

console.log(
  `protocol cards benchmark: a room ${levels} levels below its root, ${pathCards} cards on its path, ${totalNodes.toLocaleString('en')} nodes; ` +
    `${requests} sequential requests each after ${warmUp} of warm-up; PostgreSQL ${new URL(postgresAdminUrl).host}; node ${process.version}; ` +
    `load average ${loadAverage()} (what else the cores run skews every figure)\n`,
);
const name = `sereno_bench_protocols_${randomBytes(4).toString('hex')}`;
await asAdmin(`CREATE DATABASE ${name}`);
const url = new URL(postgresAdminUrl);
url.pathname = `/${name}`;
const server = await startServer({ DATABASE_URL: url.toString(), SERENO_DEMO: 'true', SERENO_SIMULATOR: 'false', LOG_LEVEL: 'warn' });
const db = new pg.Client({ connectionString: url.toString() });
try {
  await db.connect();
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) });
  const cookie = login.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
  const ownerId = ((await login.json()) as { _id: string })._id;
  if (login.status !== 200 || !cookie) throw new Error(`login as the demo admin: ${login.status}`);
  const activation = await fetch(`${server.url}/api/nodes/graph/owner/${ownerId}`, { method: 'POST', headers: { cookie } });
  if (activation.status !== 201) throw new Error(`activation: ${activation.status}`);
  const roomId = await seed(db, ownerId);
  const cardsUrl = `${server.url}/api/resources/owner/${ownerId}/room/${roomId}`;
  const answered = ((await (await fetch(cardsUrl, { headers: { cookie } })).json()) as { inheritanceLevel: number }[]).length;

  const baseline = await timed(`${server.url}/api/me`, cookie, requests);
  const cards = await timed(cardsUrl, cookie, requests);
  const row = (label: string, times: number[]) =>
    `${label.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(2).padStart(6)} ms   p99 ${percentile(times, 0.99).toFixed(2).padStart(6)} ms   max ${Math.max(
      ...times,
    )
      .toFixed(2)
      .padStart(7)} ms`;
  console.log(row('baseline: GET /api/me', baseline));
  console.log(row(`a room's cards (${answered} answered of ${pathCards})`, cards));
  console.log(
    `\nratio cards / baseline: p50 ×${(percentile(cards, 0.5) / percentile(baseline, 0.5)).toFixed(2)}, p99 ×${(percentile(cards, 0.99) / percentile(baseline, 0.99)).toFixed(2)}` +
      `\naim (issue 16): p99 ≤ 10 ms: ${percentile(cards, 0.99) <= 10 ? 'met' : 'not met'}`,
  );
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
