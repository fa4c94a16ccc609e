import fs from 'node:fs/promises';
import path from 'node:path';
import { useTestContext } from '../../testing/test-app';

/**
 * Builds keep their maps out of dist/ (tooling/webpack/source-maps-outside-plugin.cjs); the server
 * refuses them anyway, for a release published by an older build (docs/security.md).
 */
describe('source maps are never served', () => {
  const ctx = useTestContext();
  beforeAll(async () => {
    const files = [
      path.join(ctx.config.remotesDir, 'mfe-home', '1.0.0', 'remoteEntry.js.map'),
      path.join(ctx.config.remotesDir, 'mfe-home', '1.0.0', 'static/js/1.abc.js.map'),
      path.join(ctx.config.shellDist, 'main.de9cf040f9.js.map'),
      path.join(ctx.config.shellDist, 'index.html'),
    ];
    for (const file of files) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, '{"version":3,"sources":["secret.ts"]}');
    }
  });

  it.each([
    '/remotes/mfe-home/1.0.0/remoteEntry.js.map',
    '/remotes/mfe-home/1.0.0/static/js/1.abc.js.map',
    '/remotes/mfe-home/1.0.0/remoteEntry.js.MAP',
    '/main.de9cf040f9.js.map',
    '/main.de9cf040f9.js%2Emap',
  ])('%s → 404', async (url) => {
    const res = await ctx.app.request(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret.ts');
  });
});
