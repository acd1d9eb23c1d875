import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { testConfig, testDatabase } from '../helpers/test-server';

// Growing a table to the size an issue names takes tens of seconds on a busy two-core CI machine.
export const AT_SIZE_TIMEOUT = 180_000;

export interface Captured {
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface Scan {
  node: string;
  relation: string;
  index: string | null;
  // Read by a count the statement carries beside its rows (an InitPlan aggregate, server/lib/paging.ts withTotal).
  counted: boolean;
}

/** A second drizzle over the same database that records every statement it runs. */
export function recordingDb(db: Db): { db: Db; captured: Captured[]; client: PGlite } {
  const client = (db as unknown as { $client: PGlite }).$client;
  const captured: Captured[] = [];
  const recording = drizzle(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
  return { db: recording as unknown as Db, captured, client };
}

/** The app over a recording drizzle on the worker's database, for tests that EXPLAIN what calls ran. */
type Recording = { app: FastifyInstance; captured: Captured[]; client: PGlite };

export async function recordingApp(): Promise<Recording> {
  const recording = recordingDb((await testDatabase()).db);
  const app = await buildApp({ config: testConfig(), db: recording.db });
  await app.ready();
  return { app, captured: recording.captured, client: recording.client };
}

/**
 * Inside a describe: the recording app its tests share, built before them and closed after them. Each test reads it
 * with `const { app, captured, client } = recorded();`.
 */
export function useRecordingApp(): () => Recording {
  let recording: Recording | undefined;
  beforeAll(async () => {
    recording = await recordingApp();
  });
  afterAll(() => recording?.app.close());
  return () => {
    if (!recording) throw new Error('the recording app is built in beforeAll');
    return recording;
  };
}

export const describeScans = (r: { query: string; scans: Scan[] }) =>
  `${r.scans.map((s) => `${s.node} ${s.relation}`).join(', ')} ← ${r.query}`;

function scansOf(node: PlanNode, out: Scan[] = [], inCount = false): Scan[] {
  const counted = inCount || (node['Parent Relationship'] === 'InitPlan' && node['Node Type'] === 'Aggregate');
  if (node['Relation Name']) out.push({ node: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] ?? null, counted });
  for (const child of node.Plans ?? []) scansOf(child, out, counted);
  return out;
}

/**
 * What a page statement reads for its rows, leaving out the counts it carries beside them: a count may read the
 * whole table when that is cheaper, as a statement of its own could (check those with `scans(…, true)`).
 */
export async function pageScans(client: PGlite, statement: Captured): Promise<Scan[]> {
  return (await scans(client, statement)).filter((s) => !s.counted);
}

/**
 * The tables a statement reads and how: from EXPLAIN of the plan the server runs it on. With `indexesOnly`
 * sequential scans are priced out, so a Seq Scan that remains means no index can serve the read at all.
 */
export async function scans(client: PGlite, { query, params }: Captured, indexesOnly = false): Promise<Scan[]> {
  if (indexesOnly) await client.exec('set enable_seqscan = off');
  try {
    // The plan the server runs: a statement with values on its generic plan (server/db/plan-cache.ts), read without
    // them (GENERIC_PLAN takes the $n as they stand; only the simple protocol sends a text with no values bound).
    const result = params.length
      ? ((await client.exec(`explain (format json, generic_plan) ${query}`))[0] as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] })
      : await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${query}`);
    const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
    return plan ? scansOf(plan) : [];
  } finally {
    if (indexesOnly) await client.exec('reset enable_seqscan');
  }
}
