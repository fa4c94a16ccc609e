// The public frames drawn at build time (docs/adr/0012-prerendered-first-paint.md): bundled for
// Node by tooling/webpack/create-prerender-config.cjs and run by tooling/prerender/write-prerender.mjs,
// which ships them in dist/prerender.json. The server puts a prerendered page of mfe-home into the
// frame of its layout, so that a signed-out visit paints before any script has run.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANGUAGES, addNamespace, i18n, initI18n } from '@coach/shared/i18n';
import { OUTLET_MARKER, type PrerenderModule, type RenderedEntry } from '@coach/shared/prerender';
import { PublicFrame } from './components/PublicFrame.tsx';
import fr from './i18n/fr.json';
import en from './i18n/en.json';

/** The layouts of the signed-out pages (docs/product.md §2). */
const FRAMES = ['home', 'main'] as const;

/** Text React escapes to itself, replaced afterwards by the marker (a comment React cannot write). */
const OUTLET_PLACEHOLDER = 'coach-outlet-6f1d2c';

export const prerender: PrerenderModule['prerender'] = async () => {
  initI18n();
  addNamespace('shell', { fr, en });
  const entries: Record<string, RenderedEntry> = {};
  for (const variant of FRAMES) {
    const html = {} as RenderedEntry['html'];
    for (const lng of LANGUAGES) {
      await i18n.changeLanguage(lng);
      const markup = renderToString(
        <StaticRouter location="/home">
          <PublicFrame variant={variant}>{OUTLET_PLACEHOLDER}</PublicFrame>
        </StaticRouter>,
      );
      if (!markup.includes(OUTLET_PLACEHOLDER)) throw new Error(`the ${variant} frame lost its outlet`);
      html[lng] = markup.replace(OUTLET_PLACEHOLDER, OUTLET_MARKER);
    }
    entries[variant] = { html };
  }
  return entries;
};
