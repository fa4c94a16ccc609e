import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createShellStartup } from './shell-startup';

/** The shell's build records what its start loads; the platform reads it from the live shell's folder. */
describe('createShellStartup', () => {
  let dist: string;
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await fs.writeFile(path.join(dist, file), text);
  };
  const build = async (id: string, startup: unknown) => {
    await write(`builds/meta/${id}.json`, JSON.stringify({ id, startup }));
    await write('builds/latest.json', JSON.stringify({ id }));
  };

  beforeEach(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shell-startup-'));
    await write('84.a.js', 'js');
    await write('84.b.css', 'css');
  });
  afterEach(() => fs.rm(dist, { recursive: true, force: true }));

  it('names the files of the build latest.json names, present in the folder', async () => {
    await build('abc123', { scripts: ['/84.a.js', '/gone.js'], styles: ['/84.b.css'] });
    await expect(createShellStartup(dist)()).resolves.toEqual({
      scripts: ['/84.a.js'],
      styles: ['/84.b.css'],
    });
  });

  it('reads again when another shell is deployed', async () => {
    await build('abc123', { scripts: ['/84.a.js'], styles: [] });
    const startup = createShellStartup(dist);
    expect((await startup()).scripts).toEqual(['/84.a.js']);
    await write('85.c.js', 'js');
    await build('def4567', { scripts: ['/85.c.js'], styles: [] });
    expect((await startup()).scripts).toEqual(['/85.c.js']);
  });

  it.each([
    ['no build', async () => undefined],
    ['a build without startup files (built before they were recorded)', () => build('abc123', undefined)],
    ['an unreadable meta file', () => write('builds/latest.json', JSON.stringify({ id: 'missing' }))],
    ['a bad build id', () => write('builds/latest.json', JSON.stringify({ id: '../x' }))],
    ['a path out of the folder', () => build('abc123', { scripts: ['/../../etc/passwd'], styles: [] })],
  ])('%s: no file, no error', async (_case, prepare) => {
    await prepare();
    await expect(createShellStartup(dist)()).resolves.toEqual({ scripts: [], styles: [] });
  });
});
