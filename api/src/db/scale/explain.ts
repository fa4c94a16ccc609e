import type pg from 'pg';

/**
 * EXPLAIN for the queries a call made (recorded by drizzle's logger): which tables were read
 * whole. A sequential scan of a table over `SEQ_SCAN_LIMIT` rows is a query whose cost grows with
 * the platform rather than with the member (docs/adr/0017-indexes-at-scale.md).
 */

export const SEQ_SCAN_LIMIT = 10_000;

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The relations a plan reads with a Seq Scan, in plan order. */
export function seqScans(plan: PlanNode): string[] {
  const own = plan['Node Type'] === 'Seq Scan' && plan['Relation Name'] ? [plan['Relation Name']] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(seqScans)];
}

/** Statements worth explaining (not BEGIN, COMMIT, SET, LISTEN…). */
export function explainable(sql: string): boolean {
  return /^\s*(select|with|insert|update|delete)\b/i.test(sql);
}

/** Estimated rows of every ordinary table of the schema. */
export async function tableSizes(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ relname: string; rows: string }>(
    `SELECT c.relname, greatest(c.reltuples, 0)::bigint AS rows FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = 'public'`,
  );
  return new Map(rows.map((row) => [row.relname, Number(row.rows)]));
}

export interface SeqScanFinding {
  table: string;
  rows: number;
  sql: string;
}

/** The big tables each query would scan whole, as PostgreSQL plans it with the call's own values. */
export async function bigSeqScans(
  pool: pg.Pool,
  queries: readonly RecordedQuery[],
  sizes: ReadonlyMap<string, number>,
): Promise<SeqScanFinding[]> {
  const findings: SeqScanFinding[] = [];
  for (const query of queries.filter((q) => explainable(q.sql))) {
    const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) ${query.sql}`,
      query.params,
    );
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    for (const table of plan ? seqScans(plan) : []) {
      const size = sizes.get(table) ?? 0;
      if (size > SEQ_SCAN_LIMIT) findings.push({ table, rows: size, sql: query.sql });
    }
  }
  return findings;
}
