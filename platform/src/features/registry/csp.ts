import type { Db } from '@coach/server-kit/db/types';
import { buildCsp } from '@coach/server-kit/http/security-headers';
import { getRegistryDocument, registryOrigins } from './repository';

/**
 * The CSP follows the registry (exactly the origins of its absolute manifest URLs) and allows the
 * inline scripts the pages carry (`inlineScripts`: the shell's loader, shell-frames.ts, by the hash
 * of its text). It is recomputed at most every `ttlMs` (other api instances or the operator CLI may
 * change the registry), so a request costs no query. The shell's build is deployed with this
 * server: its loader changes with a restart, not within a TTL.
 */
export class CspProvider {
  private value = buildCsp([]);
  private fetchedAt = -Infinity;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5000,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly inlineScripts: () => Promise<readonly string[]> = async () => [],
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
      const [registry, scripts] = await Promise.all([getRegistryDocument(this.db), this.inlineScripts()]);
      this.value = buildCsp(registryOrigins(registry), scripts);
      this.fetchedAt = performance.now();
    } catch (error) {
      // keep serving the last known policy; try again on the next request
      this.onError(error);
    }
    return this.value;
  }
}
