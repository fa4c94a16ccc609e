import { RegistryError } from '@coach/shared/registry';
import { INLINE_REGISTRY_ID, fetchRegistry, readInlineRegistry, startRegistry } from './registry.ts';

const respond = (status: number, body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchRegistry', () => {
  it('returns the validated document', async () => {
    const doc = { revision: 1, remotes: {} };
    await expect(fetchRegistry(respond(200, doc))).resolves.toEqual(doc);
  });

  it('refuses a malformed registry with a clear error', async () => {
    await expect(fetchRegistry(respond(200, { revision: 'x' }))).rejects.toThrow(RegistryError);
  });

  it('reports an unavailable registry', async () => {
    await expect(fetchRegistry(respond(503, {}))).rejects.toThrow('Remote registry unavailable (HTTP 503)');
  });
});

describe('the registry the page arrived with', () => {
  const doc = { revision: 7, remotes: {} };
  const inline = (text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_REGISTRY_ID;
    script.textContent = text;
    document.head.append(script);
  };
  afterEach(() => document.getElementById(INLINE_REGISTRY_ID)?.remove());

  it('is used without a request', async () => {
    inline(JSON.stringify(doc));
    const fetchImpl = respond(200, { revision: 1, remotes: {} });
    await expect(startRegistry(fetchImpl)).resolves.toEqual(doc);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', null],
    ['not JSON', '{'],
    ['malformed', '{"revision":"x"}'],
  ])('%s: the shell fetches /registry.json', async (_label, text) => {
    if (text !== null) inline(text);
    expect(readInlineRegistry()).toBeNull();
    await expect(startRegistry(respond(200, doc))).resolves.toEqual(doc);
  });
});
