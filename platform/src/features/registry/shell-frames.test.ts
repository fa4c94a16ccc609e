import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createShellFrames } from './shell-frames';

const LOADER = 'prerender/start-after-paint.0a1b2c3d4e.js';

async function shellDistWith(loaderText: string): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shell-frames-'));
  await fs.mkdir(path.join(dist, 'prerender'));
  await fs.writeFile(path.join(dist, LOADER), loaderText);
  await fs.writeFile(
    path.join(dist, 'prerender.json'),
    JSON.stringify({ kind: 'frames', loader: LOADER, entries: {} }),
  );
  return dist;
}

describe('createShellFrames', () => {
  it.each([
    ['a plain script', '(()=>{start()})();', true],
    ['one that would end its element', '(()=>{x="</script><img src=x>"})();', false],
    ['one that opens a comment', '(()=>{x="<!--"})();', false],
    ['one that opens a script', '(()=>{x="<SCRIPT>"})();', false],
  ])('reads the loader of %s as an inline script: %s', async (_label, text, inlined) => {
    const frames = await createShellFrames(await shellDistWith(text), () => undefined)();
    expect(frames?.loader).toBe(LOADER);
    expect(frames?.loaderScript).toEqual(
      inlined ? { text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` } : null,
    );
  });

  it('has no inline loader when its file is missing', async () => {
    const dist = await shellDistWith('x');
    await fs.rm(path.join(dist, LOADER));
    expect((await createShellFrames(dist, () => undefined)())?.loaderScript).toBeNull();
  });
});
