import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { registryEvents, type RegistryAction } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';

export type RegistryEvent = typeof registryEvents.$inferSelect;

export interface NewRegistryEvent {
  action: RegistryAction;
  remote?: string | null;
  version?: string | null;
  fromVersion?: string | null;
  revision?: number | null;
  by: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one event; call it inside the transaction of the change it records. */
export async function recordEvent(executor: Executor, event: NewRegistryEvent): Promise<void> {
  await executor.insert(registryEvents).values({
    action: event.action,
    remote: event.remote ?? null,
    version: event.version ?? null,
    fromVersion: event.fromVersion ?? null,
    revision: event.revision ?? null,
    by: event.by,
    reason: event.reason ?? null,
    details: event.details ?? {},
  });
}

/** A remote's events, newest first (`before`: an event id, for paging). */
export async function listEvents(
  executor: Executor,
  remote: string,
  options: { limit?: number; before?: number } = {},
): Promise<RegistryEvent[]> {
  const where = options.before
    ? and(eq(registryEvents.remote, remote), lt(registryEvents.id, options.before))
    : eq(registryEvents.remote, remote);
  return executor
    .select()
    .from(registryEvents)
    .where(where)
    .orderBy(desc(registryEvents.id))
    .limit(options.limit ?? 50);
}

/** The changes to the redirect rules, newest first. */
export async function listRedirectEvents(executor: Executor, limit = 20): Promise<RegistryEvent[]> {
  return executor
    .select()
    .from(registryEvents)
    .where(inArray(registryEvents.action, ['redirect-add', 'redirect-remove']))
    .orderBy(desc(registryEvents.id))
    .limit(limit);
}
