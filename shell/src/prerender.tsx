// The public frames drawn at build time (docs/adr/0012-prerendered-first-paint.md): bundled for
// Node by tooling/webpack/create-prerender-config.cjs and run by tooling/prerender/write-prerender.mjs,
// which ships them in dist/prerender.json. The server puts a prerendered page of mfe-home into the
// frame of its layout, so that a signed-out visit paints before any script has run.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANGUAGES, addNamespace, i18n, initI18n } from '@coach/shared/i18n';
import {
  OUTLET_MARKER,
  OVERVIEW_PAGE_ENTRY,
  type PrerenderModule,
  type RenderedEntry,
} from '@coach/shared/prerender';
import { Page } from '@coach/shared/ui';
import {
  MEMBER_FIRSTNAME_PLACEHOLDER,
  SIGNED_IN_NAV,
  signedInFrameKey,
  type SignedInLayout,
} from '@coach/shared/signed-in-frames';
import { AppFrame } from './components/AppFrame.tsx';
import { PublicFrame } from './components/PublicFrame.tsx';
import { OverviewGrid } from './features/overview/OverviewGrid.tsx';
import { arrangeOverview } from './features/overview/overview-layout.ts';
import { WIDGET_REMOTES } from './lib/federation/prefixes.ts';
import fr from './i18n/fr.json';
import en from './i18n/en.json';

/** The layouts of the signed-out pages (docs/product.md §2). */
const FRAMES = ['home', 'main'] as const;

/**
 * The signed-in layouts, each drawn once per sidebar entry it can mark (and once with none), for
 * the pages drawn on the server by their remotes (docs/adr/0013-signed-in-first-paint.md). The
 * greeting holds a placeholder the platform replaces with the member's first name.
 */
const SIGNED_IN_FRAMES: readonly SignedInLayout[] = ['default', 'sidebar', 'next-page'];
/** A path per frame key: each entry's own, and one no entry marks. */
const SIGNED_IN_PATHS = [...SIGNED_IN_NAV.map((entry) => entry.to), '/invitations'];

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
  for (const layout of SIGNED_IN_FRAMES)
    for (const pathname of SIGNED_IN_PATHS) {
      const html = {} as RenderedEntry['html'];
      for (const lng of LANGUAGES) {
        await i18n.changeLanguage(lng);
        const markup = renderToString(
          <StaticRouter location={pathname}>
            <AppFrame variant={layout} memberFirstname={MEMBER_FIRSTNAME_PLACEHOLDER}>
              {OUTLET_PLACEHOLDER}
            </AppFrame>
          </StaticRouter>,
        );
        if (!markup.includes(OUTLET_PLACEHOLDER)) throw new Error(`the ${layout} frame lost its outlet`);
        html[lng] = markup.replace(OUTLET_PLACEHOLDER, OUTLET_MARKER);
      }
      entries[signedInFrameKey(layout, pathname)] = { html };
    }
  // The overview as the live page first draws it, every slot waiting for its remote: the server
  // puts the widgets it drew in their slots (platform/src/features/registry/signed-in-source.ts).
  const overview = {} as RenderedEntry['html'];
  const waiting = arrangeOverview(WIDGET_REMOTES.map((remote) => ({ remote, status: 'loading' })));
  for (const lng of LANGUAGES) {
    await i18n.changeLanguage(lng);
    overview[lng] = renderToString(
      <StaticRouter location="/">
        <Page titleKey="overview.title" ns="shell">
          <OverviewGrid cells={waiting} />
        </Page>
      </StaticRouter>,
    );
  }
  entries[OVERVIEW_PAGE_ENTRY] = { html: overview };
  return entries;
};
