import { checkNewRule, patternShape } from '@coach/shared/redirects/validate';
import type { Db, Tx } from '@coach/server-kit/db/types';
import { recordEvent } from './events';
import {
  deleteRedirectRule,
  insertRedirectRule,
  listRedirectRules,
  type RedirectRuleRow,
} from './redirect-rules';
import { RegistryError, bumpRevision, lockRevision } from './repository';

/**
 * Adding and removing redirect rules: like a promote, under the registry's revision lock, in one
 * transaction with its `registry_events` row, and the revision goes up so that open shells pick
 * the change up with their build check (docs/adr/0007-release-and-rollback.md §6).
 */

export interface RedirectChange {
  rule: RedirectRuleRow;
  revision: number;
}

/** The revision goes up and the change is recorded, in the transaction that made it. */
async function recordRuleChange(
  tx: Tx,
  revision: number,
  action: 'redirect-add' | 'redirect-remove',
  rule: RedirectRuleRow,
  options: { by: string; reason: string | null },
): Promise<RedirectChange> {
  const next = await bumpRevision(tx, revision);
  await recordEvent(tx, {
    action,
    revision: next,
    by: options.by,
    reason: options.reason,
    details: { from: rule.from, to: rule.to, permanent: rule.permanent },
  });
  return { rule, revision: next };
}

export async function addRedirect(
  db: Db,
  input: { from: string; to: string; permanent: boolean },
  options: { by: string; reason: string | null; allowedHosts: readonly string[] },
): Promise<RedirectChange> {
  return db.transaction(async (tx) => {
    const revision = await lockRevision(tx);
    const existing = await listRedirectRules(tx);
    const same = existing.find((rule) => patternShape(rule.from) === patternShape(input.from));
    if (same) {
      const message = `A rule for ${same.from} exists (to ${same.to}): remove it first.`;
      throw new RegistryError('redirect_exists', message, { from: [message] });
    }
    const refusal = checkNewRule(existing, input, options.allowedHosts);
    if (refusal)
      throw new RegistryError('invalid_redirect', `${refusal.field}: ${refusal.message}`, {
        [refusal.field]: [refusal.message],
      });
    const rule = await insertRedirectRule(tx, { ...input, createdBy: options.by, reason: options.reason });
    return recordRuleChange(tx, revision, 'redirect-add', rule, options);
  });
}

export async function removeRedirect(
  db: Db,
  from: string,
  options: { by: string; reason: string | null },
): Promise<RedirectChange> {
  return db.transaction(async (tx) => {
    const revision = await lockRevision(tx);
    const rule = await deleteRedirectRule(tx, from);
    if (!rule)
      throw new RegistryError('unknown_redirect', `There is no redirect rule for ${from}.`, {
        from: ['No rule has this source (pnpm platform redirect list).'],
      });
    return recordRuleChange(tx, revision, 'redirect-remove', rule, options);
  });
}
