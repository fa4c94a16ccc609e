/**
 * @jest-environment node
 */
// The built server bundle (webpack.server-render.config.js), required as the platform's render
// process requires it: one self-contained CommonJS file that renders in plain Node, with the
// browser's singletons replaced by stand-ins that refuse to be used (docs/server-render.md).
import { asHtmlText } from '@coach/shared/server-render/testing';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { ServerRenderModule } from '@coach/shared/server-render';
import { camille, jordan, profileInput } from './testing/profile-members.ts';

// The same factory as the build, pointed at a folder of this test's own.
const { createServerRenderConfig } = createRequire(__filename)(
  '../../tooling/webpack/create-server-render-config.cjs',
) as {
  createServerRenderConfig: (options: object) => (env: object, argv: object) => Configuration;
};

const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-server-render-'));
let source = '';
let bundle: ServerRenderModule;

beforeAll(async () => {
  const config = createServerRenderConfig({
    dir: path.resolve(__dirname, '..'),
    name: 'mfe_profile',
    outputPath,
  });
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) => {
    const compiler = webpack(config({}, { mode: 'production' }));
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result))));
  });
  expect(stats?.toJson({ all: false, errors: true }).errors).toEqual([]);
  const file = path.join(outputPath, 'render.cjs');
  source = fs.readFileSync(file, 'utf8');
  // The render process requires the file itself, outside any bundler or test runner's modules.
  bundle = createRequire(file)(file) as ServerRenderModule;
}, 120_000);

afterAll(() => fs.rmSync(outputPath, { recursive: true, force: true }));

describe('the built server bundle of mfe-profile', () => {
  it('is one file, with no other chunk to load and no source map to look for', () => {
    expect(fs.readdirSync(outputPath)).toEqual(['render.cjs']);
    expect(source).not.toMatch(/sourceMappingURL/);
  });

  it("renders two members' pages, each with its own data and language", async () => {
    const [french, english] = await Promise.all([
      bundle.render(profileInput(camille, 'fr', bundle.messages)),
      bundle.render(profileInput(jordan, 'en', bundle.messages)),
    ]);
    expect(french.status).toBe(200);
    for (const text of camille.own.fr) expect(french.html).toContain(asHtmlText(text));
    expect(french.html).toContain('Mon profil');
    expect(french.html).not.toContain('Jordan');
    expect(english.status).toBe(200);
    for (const text of jordan.own.en) expect(english.html).toContain(asHtmlText(text));
    expect(english.html).toContain('My profile');
    expect(english.html).not.toContain('Camille');
  });

  it('writes the browser build’s class names and escapes member data', async () => {
    const profile = { ...camille.profile, firstname: '</script><img src=x onerror=alert(1)>' };
    const { html } = await bundle.render(profileInput({ ...camille, profile }, 'en', bundle.messages));
    expect(html).toContain(`>${asHtmlText(profile.firstname)}<`);
    expect(html).not.toContain('<img');
    // `[uniqueName]-[hash]`, as the browser build names them (tooling/webpack/create-config.cjs).
    expect(html).toMatch(/class="mfe_profile-[\w-]+/);
  });

  it('carries the stand-ins of the browser singletons, not the page’s auth store', () => {
    expect(source).toContain('BrowserSingletonError');
    expect(source).not.toContain('coach.signedIn'); // shared/src/auth/store.ts's sign-in mark
  });
});
