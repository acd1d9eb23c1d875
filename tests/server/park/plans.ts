import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';

export interface Captured {
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface Scan {
  node: string;
  relation: string;
  index: string | null;
}

/** A second drizzle over the same database that records every statement it runs. */
export function recordingDb(db: Db): { db: Db; captured: Captured[]; client: PGlite } {
  const client = (db as unknown as { $client: PGlite }).$client;
  const captured: Captured[] = [];
  const recording = drizzle(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
  return { db: recording as unknown as Db, captured, client };
}

function scansOf(node: PlanNode, out: Scan[] = []): Scan[] {
  if (node['Relation Name']) out.push({ node: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] ?? null });
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

/**
 * The tables a statement reads and how: from EXPLAIN of the statement with its own parameters. With `indexesOnly`
 * sequential scans are priced out, so a Seq Scan that remains means no index can serve the read at all.
 */
export async function scans(client: PGlite, { query, params }: Captured, indexesOnly = false): Promise<Scan[]> {
  if (indexesOnly) await client.exec('set enable_seqscan = off');
  try {
    const result = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${query}`, params);
    const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
    return plan ? scansOf(plan) : [];
  } finally {
    if (indexesOnly) await client.exec('reset enable_seqscan');
  }
}
