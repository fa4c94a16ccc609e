import type { RegistryDocument } from '@coach/shared/registry';
import { REFUSED_INTEGRITY, createReleaseIntegrity } from './release-integrity.ts';
import { platformRuntimePlugin } from './runtime-plugin.ts';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ScriptHook = (args: { url: string; remoteInfo?: { name: string } }) => HTMLScriptElement | undefined;
type LinkHook = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;

const ENTRY_SRI = `sha384-${'E'.repeat(64)}`;
const MANIFEST_SRI = `sha256-${'M'.repeat(43)}=`;
const CHUNK_SRI = `sha256-${'C'.repeat(43)}=`;
const MANIFEST = 'http://x/remotes/mfe-home/1.0.0/mf-manifest.json';

function registry(manifestIntegrity: string | null = MANIFEST_SRI): RegistryDocument {
  return {
    revision: 1,
    remotes: {
      mfe_home: {
        version: '1.0.0',
        manifest: '/remotes/mfe-home/1.0.0/mf-manifest.json',
        integrity: ENTRY_SRI,
        manifestIntegrity,
      },
    },
  };
}

function setup(
  answers: Array<number | Error>,
  { enforce = true, doc = registry() }: { enforce?: boolean; doc?: RegistryDocument } = {},
) {
  const queue = [...answers];
  const fetchImpl = jest.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/registry/integrity/'))
      return new Response(JSON.stringify({ files: { '1.abc.js': CHUNK_SRI } }), { status: 200 });
    const next = queue.shift();
    if (next instanceof Error) throw next;
    return new Response('{}', { status: next ?? 200 });
  });
  const sleep = jest.fn(async () => undefined);
  const integrity = createReleaseIntegrity({
    registry: () => doc,
    enforce,
    baseUrl: 'http://x/',
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  const plugin = platformRuntimePlugin({ integrity, fetchImpl: fetchImpl as unknown as typeof fetch, sleep });
  return {
    plugin,
    fetchImpl,
    sleep,
    fetchHook: plugin.fetch as unknown as FetchHook,
    scriptHook: plugin.createScript as unknown as ScriptHook,
    linkHook: plugin.createLink as unknown as LinkHook,
  };
}

const manifestCalls = (fetchImpl: jest.Mock) =>
  fetchImpl.mock.calls.filter(([url]) => !String(url).startsWith('/registry/integrity/'));

describe('platform runtime plugin', () => {
  it('retries a manifest on network errors and 5xx with growing delays', async () => {
    const { fetchHook, fetchImpl, sleep } = setup([new TypeError('offline'), 503, 200]);
    const response = await fetchHook(MANIFEST, {});
    expect(response.status).toBe(200);
    expect(manifestCalls(fetchImpl)).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[250], [750]]);
  });

  it('does not retry a 404', async () => {
    const { fetchHook, fetchImpl } = setup([404]);
    expect((await fetchHook('/m.json', {})).status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the retries', async () => {
    const { fetchHook } = setup([new TypeError('a'), new TypeError('b'), new TypeError('c')]);
    await expect(fetchHook('/m.json', {})).rejects.toThrow('c');
  });

  it("fetches a remote's manifest with the registry's hash, and its integrity document beside it", async () => {
    const { fetchHook, fetchImpl, scriptHook } = setup([200]);
    await fetchHook(MANIFEST, { method: 'GET' });
    expect(manifestCalls(fetchImpl)[0]).toEqual([MANIFEST, { method: 'GET', integrity: MANIFEST_SRI }]);
    expect(fetchImpl).toHaveBeenCalledWith('/registry/integrity/mfe_home/1.0.0.json', expect.anything());
    expect(scriptHook({ url: 'http://x/remotes/mfe-home/1.0.0/1.abc.js' })?.integrity).toBe(CHUNK_SRI);
  });

  it('refuses a manifest the registry has no hash for (production builds only)', async () => {
    const refused = setup([200], { doc: registry(null) });
    await expect(refused.fetchHook(MANIFEST, {})).rejects.toThrow(/no hash for its manifest/);
    const development = setup([200], { doc: registry(null), enforce: false });
    expect((await development.fetchHook(MANIFEST, {})).status).toBe(200);
  });

  it("loads a remote entry with the registry's integrity and crossorigin", () => {
    const { scriptHook } = setup([]);
    const script = scriptHook({
      url: 'http://x/remotes/mfe-home/1.0.0/remoteEntry.js',
      remoteInfo: { name: 'mfe_home' },
    });
    expect(script?.integrity).toBe(ENTRY_SRI);
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('refuses a script or style of a remote without a known hash', async () => {
    const { fetchHook, scriptHook, linkHook } = setup([200]);
    expect(scriptHook({ url: 'http://x/remotes/mfe-home/1.0.0/1.abc.js' })?.integrity).toBe(
      REFUSED_INTEGRITY,
    );
    await fetchHook(MANIFEST, {});
    expect(scriptHook({ url: 'http://x/remotes/mfe-home/1.0.0/2.planted.js' })?.integrity).toBe(
      REFUSED_INTEGRITY,
    );
    const link = linkHook({ url: 'http://x/remotes/mfe-home/1.0.0/x.css', attrs: { rel: 'stylesheet' } });
    expect(link?.integrity).toBe(REFUSED_INTEGRITY);
    expect(link?.getAttribute('rel')).toBe('stylesheet');
  });

  it('reports a remote that failed to load and lets the error through', async () => {
    const onLoadError = jest.fn();
    const integrity = createReleaseIntegrity({ registry: () => null, enforce: true });
    const plugin = platformRuntimePlugin({ integrity, onLoadError });
    const hook = plugin.errorLoadRemote as unknown as (args: {
      id: string;
      error: unknown;
      remote?: { name: string };
    }) => Promise<unknown>;
    const error = new Error('RUNTIME-008');
    await expect(hook({ id: 'mfe_team/routes', error })).resolves.toBeUndefined();
    expect(onLoadError).toHaveBeenCalledWith('mfe_team', error);
  });

  it("leaves the shell's own scripts alone", () => {
    const { scriptHook, linkHook } = setup([]);
    expect(scriptHook({ url: 'http://x/main.0123456789.js' })).toBeUndefined();
    expect(linkHook({ url: 'http://x/main.0123456789.css' })).toBeUndefined();
  });
});
