// For bench/ingest's chart benchmark (charts.ts): the server's database opening, chart query and
// aggregation round, to fill a room with a year of readings and time its month chart.
export { openDatabase } from '../src/platform/database.ts';
export { bucketed, bucketMsOf } from '../src/readings/series.ts';
export { aggregateReadings, aggregatedUntil } from '../src/readings/aggregates.ts';
export { sql } from 'drizzle-orm';
