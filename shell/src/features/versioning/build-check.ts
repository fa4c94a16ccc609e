/**
 * The hourly check for a newer build (SPEC §4, §9), with the timer semantics of Nuxt's app
 * manifest: the first check runs one interval after start, the timer is re-armed before each
 * fetch (so a slow or failed fetch never stops the cycle), and it stops at the first detection.
 */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export interface BuildCheckOptions {
  intervalMs?: number;
  /** Resolves true when the running app is outdated; a rejection counts as "no news". */
  isOutdated: () => Promise<boolean>;
  onOutdated: () => void;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}

/** Starts the cycle; returns a function that stops it. */
export function startBuildCheck({
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  isOutdated,
  onOutdated,
  timers = globalThis,
}: BuildCheckOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    if (timer !== undefined) timers.clearTimeout(timer);
  };

  const tick = async () => {
    if (stopped) return;
    arm();
    let outdated = false;
    try {
      outdated = await isOutdated();
    } catch {
      // Offline or a bad answer: try again at the next interval.
    }
    if (outdated && !stopped) {
      stop();
      onOutdated();
    }
  };

  function arm() {
    timer = timers.setTimeout(() => void tick(), intervalMs);
  }

  arm();
  return stop;
}

export interface LatestBuild {
  id: string;
  timestamp: number;
}

/**
 * The running app is outdated when `builds/latest.json` names another build, or when the remote
 * registry moved to another revision (a remote was promoted or rolled back).
 */
export function createOutdatedProbe(options: {
  buildId: string;
  registryRevision: () => number | null;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): () => Promise<boolean> {
  const { buildId, registryRevision, fetchImpl = (...args) => fetch(...args), now = Date.now } = options;
  return async () => {
    const latest = await fetchImpl(`/builds/latest.json?${now()}`, { cache: 'no-store' });
    if (!latest.ok) throw new Error(`builds/latest.json: HTTP ${latest.status}`);
    const build = (await latest.json()) as Partial<LatestBuild>;
    if (typeof build.id === 'string' && build.id !== buildId) return true;

    const known = registryRevision();
    if (known === null) return false;
    const registry = await fetchImpl('/registry.json', { cache: 'no-cache' });
    if (!registry.ok) throw new Error(`registry.json: HTTP ${registry.status}`);
    const { revision } = (await registry.json()) as { revision?: unknown };
    return typeof revision === 'number' && revision !== known;
  };
}
