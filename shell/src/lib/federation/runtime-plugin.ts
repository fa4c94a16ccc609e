import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseIntegrity } from './release-integrity.ts';

export interface PlatformPluginOptions {
  /** The hashes every file of a remote is checked against (release-integrity.ts). */
  integrity: ReleaseIntegrity;
  /** Told of every remote or expose that failed to load, before the error reaches the route. */
  onLoadError?: (remote: string | undefined, error: unknown) => void;
  retries?: number;
  baseDelayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The shell's Module Federation runtime plugin:
 * - manifests are fetched with retries and exponential backoff on transient failures (network
 *   errors, 5xx), never on a 404, which is an answer;
 * - a remote's manifest is fetched with the registry's hash (the browser refuses one that does
 *   not match), while the release's integrity document loads beside it;
 * - every script and style of a remote the runtime adds (entry, preloads) carries its SRI hash
 *   (`integrity` + `crossorigin`): a file that does not match its release is refused by the
 *   browser instead of run, and so is a file of a remote without a known hash;
 * - every remote or expose that fails to load is reported (errorLoadRemote), then fails as usual.
 */
export function platformRuntimePlugin({
  integrity,
  onLoadError = () => undefined,
  retries = 2,
  baseDelayMs = 250,
  fetchImpl = (...args) => fetch(...args),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: PlatformPluginOptions): ModuleFederationRuntimePlugin {
  async function fetchWithRetries(url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetchImpl(url, init);
        if (response.status < 500 || attempt >= retries) return response;
      } catch (error) {
        if (attempt >= retries) throw error;
      }
      await sleep(baseDelayMs * 3 ** attempt);
    }
  }

  return {
    name: 'coach-platform',

    async fetch(url, init) {
      const release = integrity.releaseOfManifest(url);
      if (!release) return fetchWithRetries(url, init);
      const expected = release.manifestIntegrity;
      if (!expected && integrity.enforce) {
        throw new Error(`${release.remote}@${release.version}: the registry has no hash for its manifest`);
      }
      const [response] = await Promise.all([
        fetchWithRetries(url, expected ? { ...init, integrity: expected } : init),
        integrity.enforce ? integrity.prepare(release) : integrity.prepare(release).catch(() => undefined),
      ]);
      return response;
    },

    // No fallback module: the error goes on to the route, which reloads once or shows the panel.
    async errorLoadRemote({ error, remote, id }) {
      onLoadError(remote?.name ?? id.split('/')[0], error);
      return undefined;
    },

    createScript({ url }) {
      const hash = integrity.hashFor(url);
      if (!hash) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = hash;
      script.crossOrigin = 'anonymous';
      return script;
    },

    createLink({ url, attrs }) {
      const hash = integrity.hashFor(url);
      if (!hash) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.integrity = hash;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
