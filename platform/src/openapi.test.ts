import type { OpenApiDocument } from '@coach/server-kit/openapi/document';
import { useTestContext } from './testing/test-app';

describe("the platform's OpenAPI document", () => {
  const ctx = useTestContext();

  it('documents the registry, the front version, client errors and the operator api', async () => {
    const res = await ctx.app.request('/api/platform/openapi.json');
    expect(res.status).toBe(200);
    const document = (await res.json()) as OpenApiDocument;
    for (const path of [
      '/registry.json',
      '/api/debug/data_page/front-version',
      '/api/client-errors',
      '/api/platform/status',
      '/api/platform/remotes/{remote}/promote',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    // The product's routes are in the api's own document, not here.
    expect(document.paths).not.toHaveProperty(['/api/dashboard/login']);
    const history = document.paths['/api/platform/remotes/{remote}/history']?.get;
    expect(history?.security).toEqual([{ operator: [] }]);
    expect(history?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'remote', required: true }),
        expect.objectContaining({ in: 'query', name: 'limit', required: false }),
      ]),
    );
    const upload = document.paths['/api/platform/remotes/{remote}/releases/{version}/files/{path}']?.put;
    expect(upload?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'path' })]),
    );
  });

  it("leaves the api's document to the api, behind the platform", async () => {
    const document = (await (await ctx.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    expect(document.paths).toHaveProperty(['/api/dashboard/login']);
    expect(document.paths).not.toHaveProperty(['/registry.json']);
  });
});
