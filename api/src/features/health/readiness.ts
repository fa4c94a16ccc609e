export type Readiness = 'ready' | 'stopping' | 'database-down';

/** Stopping wins: a stopping instance must leave the pool even with its database up. */
export function readiness(facts: { draining: boolean; databaseUp: boolean }): Readiness {
  if (facts.draining) return 'stopping';
  return facts.databaseUp ? 'ready' : 'database-down';
}
