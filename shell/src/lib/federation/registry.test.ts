import { RegistryError } from '@coach/shared/registry';
import { fetchRegistry } from './registry.ts';

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
