import type { Executor } from '@coach/server-kit/db/types';
import { takeHits, type ThrottleRules } from '../../throttle/throttle';

/**
 * One budget of e-mails per team leader, whatever causes them: invitations, resends, survey
 * reminders (docs/security.md, "Team limits"). Spent in the transaction that writes the mails: a
 * refusal (a ThrottledError, 429) rolls back what was counted with the rest, and the bucket's lock
 * makes parallel calls of one leader queue.
 */
export async function spendMailBudget(
  tx: Executor,
  rules: ThrottleRules,
  leaderId: string,
  mails: number,
  now: Date,
): Promise<void> {
  for (let sent = 0; sent < mails; sent += 1)
    await takeHits(tx, rules, [{ scope: 'leader_mail', key: leaderId }], now);
}
