import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface PlatformPluginOptions {
  /** The registry's SRI hash for a remote's entry, when it has one. */
  integrityOf: (remote: string) => string | null | undefined;
  /** Told of every remote or expose that failed to load, before the error reaches the route. */
  onLoadError?: (remote: string | undefined, error: unknown) => void;
  retries?: number;
  baseDelayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const REMOTE_ENTRY = /\/remoteEntry(\.[\w-]+)?\.js(\?.*)?$/;

/**
 * The shell's Module Federation runtime plugin:
 * - manifests are fetched with retries and exponential backoff on transient failures (network
 *   errors, 5xx), never on a 404, which is an answer;
 * - every remote or expose that fails to load is reported (errorLoadRemote), then fails as usual;
 * - a remote entry is loaded with the registry's SRI hash (`integrity` + `crossorigin`), so an
 *   entry that does not match its release is refused by the browser instead of run.
 */
export function platformRuntimePlugin({
  integrityOf,
  onLoadError = () => undefined,
  retries = 2,
  baseDelayMs = 250,
  fetchImpl = (...args) => fetch(...args),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: PlatformPluginOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'coach-platform',

    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetchImpl(url, init);
          if (response.status < 500 || attempt >= retries) return response;
        } catch (error) {
          if (attempt >= retries) throw error;
        }
        await sleep(baseDelayMs * 3 ** attempt);
      }
    },

    // No fallback module: the error goes on to the route, which reloads once or shows the panel.
    async errorLoadRemote({ error, remote, id }) {
      onLoadError(remote?.name ?? id.split('/')[0], error);
      return undefined;
    },

    createScript({ url, remoteInfo }) {
      if (!remoteInfo || !REMOTE_ENTRY.test(url)) return undefined;
      const integrity = integrityOf(remoteInfo.name);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
