import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createShellBuild } from './shell-build';

describe('createShellBuild', () => {
  let root: string;
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  };
  /** A build folder with index.html, its frames and its start. */
  const build = async (name: string, html = '<!doctype html>') => {
    const dist = path.join(root, name);
    await write(path.join(dist, 'index.html'), html);
    await write(path.join(dist, 'prerender.json'), '{}');
    await write(path.join(dist, 'builds', 'latest.json'), '{"id":"a"}');
    return dist;
  };

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-shell-build-'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('is the same build until one of its page files changes', async () => {
    const dist = await build('dist');
    const shellBuild = createShellBuild(dist);
    const first = await shellBuild();
    expect(first?.index.absolutePath).toBe(path.join(await fs.realpath(dist), 'index.html'));
    expect(await shellBuild()).toBe(first);
    const stamps = new Set([first?.stamp]);
    for (const file of ['index.html', 'prerender.json', 'builds/latest.json']) {
      await fs.writeFile(path.join(dist, file), `changed ${file}`);
      stamps.add((await shellBuild())?.stamp);
    }
    expect(stamps.size).toBe(4);
  });

  it("reads index.html's text once for a build, and again once it changes", async () => {
    const dist = await build('dist', '<p>one');
    const shellBuild = createShellBuild(dist);
    const reads = jest.spyOn(fs, 'readFile');
    try {
      expect(await (await shellBuild())?.indexHtml()).toBe('<p>one');
      expect(await (await shellBuild())?.indexHtml()).toBe('<p>one');
      expect(reads).toHaveBeenCalledTimes(1);
      await fs.writeFile(path.join(dist, 'index.html'), '<p>two, longer');
      expect(await (await shellBuild())?.indexHtml()).toBe('<p>two, longer');
    } finally {
      reads.mockRestore();
    }
  });

  it('tells which paths may name a file, from the names at the top of the folder', async () => {
    const dist = await build('dist');
    const shellBuild = createShellBuild(dist);
    const mayHold = async (...segments: string[]) =>
      (await shellBuild())?.mayHoldFile(path.join(dist, ...segments));
    expect(await mayHold('home', 'login')).toBe(false);
    expect(await mayHold('builds', 'anything')).toBe(true);
    expect(await mayHold('INDEX.HTML')).toBe(true); // a folder may ignore case: looked for on disk
    expect(await mayHold('LICENSE')).toBe(false);
    await fs.writeFile(path.join(dist, 'LICENSE'), 'MIT');
    expect(await mayHold('LICENSE')).toBe(true);
  });

  it('follows a folder swapped behind a link', async () => {
    const [one, two] = [await build('one', '<p>one'), await build('two', '<p>two')];
    const current = path.join(root, 'current');
    await fs.symlink(one, current);
    const shellBuild = createShellBuild(current);
    expect((await shellBuild())?.index.absolutePath).toBe(path.join(one, 'index.html'));
    await fs.rm(current);
    await fs.symlink(two, current);
    expect((await shellBuild())?.index.absolutePath).toBe(path.join(two, 'index.html'));
  });

  it('is nothing without index.html, or with one that leads out of the folder', async () => {
    const dist = await build('dist');
    await fs.rm(path.join(dist, 'index.html'));
    expect(await createShellBuild(dist)()).toBeNull();
    await write(path.join(root, 'outside.html'), '<p>elsewhere');
    await fs.symlink(path.join(root, 'outside.html'), path.join(dist, 'index.html'));
    const shellBuild = createShellBuild(dist);
    expect(await shellBuild()).toBeNull();
    expect(await shellBuild()).toBeNull();
  });
});
