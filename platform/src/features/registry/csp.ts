import type { Db } from '@coach/server-kit/db/types';
import { buildCsp } from '@coach/server-kit/http/security-headers';
import { getRegistryDocument, registryOrigins } from './repository';

/**
 * The CSP follows the registry (exactly the origins of its absolute manifest URLs). It is
 * recomputed at most every `ttlMs` (other api instances or the operator CLI may change the
 * registry), so a request costs no query.
 */
export class CspProvider {
  private value = buildCsp([]);
  private fetchedAt = -Infinity;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async get(): Promise<string> {
    if (performance.now() - this.fetchedAt < this.ttlMs) return this.value;
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forget the cached value (after an in-process registry change). */
  invalidate(): void {
    this.fetchedAt = -Infinity;
  }

  private async refresh(): Promise<string> {
    try {
      this.value = buildCsp(registryOrigins(await getRegistryDocument(this.db)));
      this.fetchedAt = performance.now();
    } catch (error) {
      // keep serving the last known policy; try again on the next request
      this.onError(error);
    }
    return this.value;
  }
}
