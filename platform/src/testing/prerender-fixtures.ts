import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { OUTLET_MARKER, type PrerenderDocument } from '@coach/shared/prerender';
import { promote, recordRelease } from '../features/registry/repository';
import type { TestContext } from './test-app';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

export const PAGE_CSS = 'prerender/styles.1a2b3c4d5e.css';
export const CSS_TEXT = '.page{color:teal}';

/** mfe-home's prerendered `/home/login`, with `title` as its heading in French. */
export function loginPages(title = 'Connexion'): PrerenderDocument {
  return {
    kind: 'pages',
    entries: {
      '/home/login': {
        layout: 'main',
        css: [PAGE_CSS],
        html: { fr: `<h1>${title}</h1>`, en: '<h1>Log in</h1>' },
      },
    },
  };
}

/** The shell's frames (its build's prerender.json); `mark` tells one build from another. */
export function shellFrames(mark = 'main'): PrerenderDocument {
  return {
    kind: 'frames',
    loader: 'prerender/start-after-paint.0a1b2c3d4e.js',
    entries: {
      main: {
        css: ['prerender/styles.0f0f0f0f0f.css'],
        html: {
          fr: `<${mark} lang-fr>${OUTLET_MARKER}</${mark}>`,
          en: `<${mark} lang-en>${OUTLET_MARKER}</${mark}>`,
        },
      },
    },
  };
}

/**
 * A release of mfe-home with its prerendered pages (recorded, not live) and the shell's frames
 * beside; returns the pages' file. `promote()` it to make it live.
 */
export async function recordPrerenderedRelease(
  ctx: TestContext,
  version = '7.0.0',
  pages: PrerenderDocument = loginPages(),
): Promise<{ pagesFile: string; pagesText: string }> {
  const release = path.join(ctx.config.remotesDir, 'mfe-home', version);
  const pagesFile = path.join(release, 'prerender.json');
  const pagesText = JSON.stringify(pages);
  await fs.mkdir(path.join(release, 'prerender'), { recursive: true });
  await fs.writeFile(pagesFile, pagesText);
  await fs.writeFile(path.join(release, PAGE_CSS), CSS_TEXT);
  await fs.mkdir(ctx.config.shellDist, { recursive: true });
  await fs.writeFile(path.join(ctx.config.shellDist, 'prerender.json'), JSON.stringify(shellFrames()));
  await recordRelease(ctx.db, {
    remote: 'mfe_home',
    version,
    manifestUrl: `/remotes/mfe-home/${version}/mf-manifest.json`,
    integrity: `sha384-${'B'.repeat(64)}`,
    createdBy: 'test',
    files: { 'mf-manifest.json': hex('{}'), 'prerender.json': hex(pagesText), [PAGE_CSS]: hex(CSS_TEXT) },
  });
  return { pagesFile, pagesText };
}

/** Release 7.0.0 of mfe-home with its prerendered pages, live, and the shell's frames beside. */
export async function publishPrerenderedRelease(ctx: TestContext): Promise<{ pagesFile: string }> {
  const { pagesFile } = await recordPrerenderedRelease(ctx);
  await promote(ctx.db, 'mfe_home', '7.0.0', { by: 'test' });
  return { pagesFile };
}
