/**
 * What a remote's server bundle is (ADR 0013): one self-contained CommonJS file in its release,
 * exporting a pure `render`. "Pure" is the whole contract: the same input gives the same page, and
 * nothing of one member's render survives into the next (checked when a version is loaded:
 * module-state-check.ts).
 */
import type { Language } from '@coach/shared/i18n/languages';
import type { PageInput, RenderInput, RenderOutput } from '@coach/shared/server-render';

// The contract's types are @coach/shared/server-render's: the bundles are built against them.
export type { PageInput, RenderInput };
export type Lang = Language;
export type RenderedPage = RenderOutput;

export type ServerBundleRender = (input: RenderInput) => Promise<RenderedPage> | RenderedPage;

/** A release's texts by language, as a render is given them (`RenderInput['messages']`). */
export type BundleMessages = Partial<Record<Lang, RenderInput['messages']>>;

/** A remote's live release as far as server rendering goes: which version, and its bundle on disk. */
export interface LiveBundle {
  version: string;
  /** Absolute path of the bundle file; only a worker thread ever `require`s it. */
  bundlePath: string;
  /**
   * The two made-up members the module-state check renders this bundle's pages for; the default
   * probes (module-state-check.ts) fit no real route, so a remote passes inputs its pages accept.
   */
  probeInputs?: readonly [PageInput, PageInput];
  /**
   * The release's texts by language (its `server-render.json`'s `messages`): sent once, with the
   * version, and given to every render its worker draws (a page's input carries none). Without
   * them, the bundle's own (`ServerRenderModule.messages`).
   */
  messages?: BundleMessages;
}
