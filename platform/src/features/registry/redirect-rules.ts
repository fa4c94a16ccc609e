import { asc, eq } from 'drizzle-orm';
import { isExternalTarget, type RedirectRule } from '@coach/shared/redirects';
import { redirectRules } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';

export type RedirectRuleRow = typeof redirectRules.$inferSelect;

/** Every rule, in source order (the shell and the server sort by specificity themselves). */
export async function listRedirectRules(executor: Executor): Promise<RedirectRuleRow[]> {
  return executor.select().from(redirectRules).orderBy(asc(redirectRules.from));
}

export async function insertRedirectRule(
  executor: Executor,
  row: Omit<RedirectRuleRow, 'createdAt'>,
): Promise<RedirectRuleRow> {
  const inserted = await executor.insert(redirectRules).values(row).returning();
  const rule = inserted[0];
  if (!rule) throw new Error(`The redirect rule ${row.from} was not recorded`);
  return rule;
}

export async function deleteRedirectRule(
  executor: Executor,
  from: string,
): Promise<RedirectRuleRow | undefined> {
  const deleted = await executor.delete(redirectRules).where(eq(redirectRules.from, from)).returning();
  return deleted[0];
}

/** The host of an external target (validated when added: `https://<host>[/?…]`). */
export function targetHost(to: string): string | null {
  if (!isExternalTarget(to)) return null;
  return to.slice('https://'.length).split(/[/?]/, 1)[0] ?? null;
}

/**
 * The rules as they are applied: just `from`, `to`, `permanent`. With `allowedHosts`, an external
 * rule whose host was taken off the allowlist after it was added no longer applies.
 */
export function servedRules(
  rows: readonly RedirectRuleRow[],
  allowedHosts?: readonly string[],
): RedirectRule[] {
  return rows
    .filter((row) => {
      const host = targetHost(row.to);
      return host === null || !allowedHosts || allowedHosts.includes(host);
    })
    .map(({ from, to, permanent }) => ({ from, to, permanent }));
}
