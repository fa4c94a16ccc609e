import type { BundleMessages, PageInput } from './bundle-contract';

/** What a bundle's worker thread is started with (`workerData`). */
export interface WorkerBoot {
  bundlePath: string;
  /** The release's texts (LiveBundle.messages), else the bundle's own are used. */
  messages?: BundleMessages;
}

/** Render process → worker thread. */
export interface RenderRequest {
  type: 'render';
  id: number;
  input: PageInput;
}

/**
 * Worker thread → render process. `page` is whatever the bundle answered (html and status picked
 * out): the render process checks it, outside the bundle's reach.
 */
export type WorkerMessage =
  | { type: 'loaded' }
  | { type: 'load-failed'; detail: string }
  | { type: 'rendered'; id: number; page: unknown }
  | { type: 'failed'; id: number; detail: string };
