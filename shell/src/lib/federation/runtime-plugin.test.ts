import { platformRuntimePlugin } from './runtime-plugin.ts';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ScriptHook = (args: { url: string; remoteInfo?: { name: string } }) => HTMLScriptElement | undefined;

function setup(answers: Array<number | Error>, integrity: string | null = null) {
  const queue = [...answers];
  const fetchImpl = jest.fn(async () => {
    const next = queue.shift();
    if (next instanceof Error) throw next;
    return new Response('{}', { status: next ?? 200 });
  });
  const sleep = jest.fn(async () => undefined);
  const plugin = platformRuntimePlugin({
    integrityOf: () => integrity,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    sleep,
  });
  return {
    plugin,
    fetchImpl,
    sleep,
    fetchHook: plugin.fetch as unknown as FetchHook,
    scriptHook: plugin.createScript as unknown as ScriptHook,
  };
}

describe('platform runtime plugin', () => {
  it('retries a manifest on network errors and 5xx with growing delays', async () => {
    const { fetchHook, fetchImpl, sleep } = setup([new TypeError('offline'), 503, 200]);
    const response = await fetchHook('/remotes/mfe-home/1.0.0/mf-manifest.json', {});
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
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

  it("loads a remote entry with the registry's integrity and crossorigin", () => {
    const { scriptHook } = setup([], 'sha384-abc');
    const script = scriptHook({
      url: 'http://x/remotes/mfe-home/1.0.0/remoteEntry.js',
      remoteInfo: { name: 'mfe_home' },
    });
    expect(script?.integrity).toBe('sha384-abc');
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('reports a remote that failed to load and lets the error through', async () => {
    const onLoadError = jest.fn();
    const plugin = platformRuntimePlugin({ integrityOf: () => null, onLoadError });
    const hook = plugin.errorLoadRemote as unknown as (args: {
      id: string;
      error: unknown;
      remote?: { name: string };
    }) => Promise<unknown>;
    const error = new Error('RUNTIME-008');
    await expect(hook({ id: 'mfe_team/routes', error })).resolves.toBeUndefined();
    expect(onLoadError).toHaveBeenCalledWith('mfe_team', error);
  });

  it('leaves other scripts and remotes without a hash alone', () => {
    expect(
      setup([], 'sha384-abc').scriptHook({ url: 'http://x/remotes/a/1/123.js', remoteInfo: { name: 'a' } }),
    ).toBeUndefined();
    expect(
      setup([], null).scriptHook({ url: 'http://x/remoteEntry.js', remoteInfo: { name: 'a' } }),
    ).toBeUndefined();
  });
});
