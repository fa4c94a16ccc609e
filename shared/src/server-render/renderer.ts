// `@coach/shared/server-render/renderer`: what a remote's `src/server-render.tsx` builds its
// bundle with (docs/server-render.md). Server only: bundled for Node, never into a browser chunk.
export { signedInAreaMessages } from './area-messages.ts';
export {
  createServerRender,
  type ServerRenderOptions,
  type ServerRoute,
  type ServerWidget,
} from './create-server-render.tsx';
