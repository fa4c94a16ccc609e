import { createHash, randomInt } from 'node:crypto';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import { enforce, recordHit, type ThrottleCheck } from '../../throttle/throttle';
import { TrainingError } from './errors';
import * as repo from './repository';
import type { TrainingDeps } from './service';

// Access codes: an operator creates them (`pnpm platform access-code create`), a member redeems one to
// unlock a payable training.

/** Codes read like `K7QH-M2XP-9RTC`: no 0/O, 1/I/L to misread. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** What is hashed: case, spaces and dashes do not matter when typing a code. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

export function generateCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((group) => group.join('')).join('-');
}

export class AccessCodeRequestError extends Error {
  constructor(
    readonly field: 'training' | 'uses' | 'expires_at',
    message: string,
  ) {
    super(message);
    this.name = 'AccessCodeRequestError';
  }
}

/** Operators: a new code for a payable training. The code is returned once; only its hash is kept. */
export async function createAccessCode(
  deps: Pick<TrainingDeps, 'db' | 'clock' | 'catalog'>,
  input: { training: string; uses: number; expiresAt: Date; by: string },
): Promise<{ code: string; training: string; uses: number; expires_at: string }> {
  const found = await deps.catalog.find(input.training);
  if (!found) throw new AccessCodeRequestError('training', `Unknown training "${input.training}".`);
  if (found.content.training.access !== 'payable')
    throw new AccessCodeRequestError('training', `"${input.training}" is free: it needs no access code.`);
  const now = deps.clock.now();
  if (input.expiresAt.getTime() <= now.getTime())
    throw new AccessCodeRequestError('expires_at', 'The expiry must be in the future.');
  const code = generateCode();
  await repo.insertAccessCode(deps.db, {
    codeHash: hashCode(code),
    trainingSlug: input.training,
    usesAllowed: input.uses,
    expiresAt: input.expiresAt,
    createdAt: now,
    createdBy: input.by,
  });
  return { code, training: input.training, uses: input.uses, expires_at: input.expiresAt.toISOString() };
}

/** Failed access codes per account and per address (throttle/throttle.ts). */
const codeChecks = (userId: string, ip: string): ThrottleCheck[] => [
  { scope: 'access_code_user', key: userId },
  { scope: 'access_code_ip', key: ip },
];

/**
 * Unlocks a payable training with an access code. Wrong, expired and used-up codes count
 * against the account and the address; an account already entitled is answered at once without
 * using the code again.
 */
export async function redeemCode(
  deps: TrainingDeps,
  userId: string,
  trainingSlug: string,
  code: string,
  client: RequestClient,
): Promise<{ unlocked: true; training: string }> {
  const found = await deps.catalog.find(trainingSlug);
  if (!found) throw new TrainingError('training_not_found');
  if (found.content.training.access !== 'payable') throw new TrainingError('not_payable');
  const done = { unlocked: true as const, training: trainingSlug };
  if ((await repo.entitlementsOf(deps.db, userId)).has(trainingSlug)) return done;
  const now = deps.clock.now();
  const checks = codeChecks(userId, client.ip);
  await enforce(deps.db, deps.throttle, checks, now);
  const refusal = await deps.db.transaction(async (tx) => {
    const row = await repo.accessCodeForUpdate(tx, hashCode(code));
    if (!row || row.trainingSlug !== trainingSlug) return 'code_invalid' as const;
    if (row.expiresAt.getTime() <= now.getTime()) return 'code_expired' as const;
    if (row.usesCount >= row.usesAllowed) return 'code_used_up' as const;
    await repo.redeemAccessCode(tx, row, userId, now);
    return null;
  });
  if (refusal) {
    for (const check of checks) await recordHit(deps.db, deps.throttle, check, now);
    client.log.info(
      { event: 'training.code_refused', training: trainingSlug, reason: refusal },
      'access code refused',
    );
    throw new TrainingError(refusal);
  }
  client.log.info(
    { event: 'training.unlocked', training: trainingSlug },
    'training unlocked with an access code',
  );
  return done;
}

/** Access codes for the operator route (access-code-routes.ts): refusals as data, not HTTP. */
export function accessCodePort(deps: Pick<TrainingDeps, 'db' | 'clock' | 'catalog'>) {
  return {
    async create(input: { training: string; uses: number; expiresAt: Date; by: string }) {
      try {
        return await createAccessCode(deps, input);
      } catch (error) {
        if (error instanceof AccessCodeRequestError)
          return { refused: { field: error.field, message: error.message } };
        throw error;
      }
    },
  };
}
