/**
 * What a remote's server bundle is (ADR 0013): one self-contained CommonJS file in its release,
 * exporting a pure `render`. "Pure" is the whole contract: the same input gives the same page, and
 * nothing of one member's render survives into the next (checked when a version is loaded:
 * module-state-check.ts).
 */
export type Lang = 'fr' | 'en';

export interface RenderInput {
  route: string;
  params: Record<string, string>;
  data: Record<string, unknown>;
  lang: Lang;
  messages: Record<string, unknown>;
}

export interface RenderedPage {
  html: string;
  status: number;
}

export type ServerBundleRender = (input: RenderInput) => Promise<RenderedPage> | RenderedPage;

/** A remote's live release as far as server rendering goes: which version, and its bundle on disk. */
export interface LiveBundle {
  version: string;
  /** Absolute path of the bundle file; only a worker thread ever `require`s it. */
  bundlePath: string;
}
