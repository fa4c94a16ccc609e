// mfe-profile's server bundle (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md):
// its pages rendered per request with the member's data, bundled for Node by
// tooling/webpack/create-server-render-config.cjs and shipped in dist/server/ by
// tooling/server-render/write-server-render.mjs. The platform runs it in its render process; the
// browser never loads it.
import { createServerRender, signedInAreaMessages } from '@coach/shared/server-render/renderer';
import ProfilePage from './app/ProfilePage.tsx';
import { profileRoute } from './app/profile-route.ts';
import { NAMESPACE, resources } from './i18n/namespace.ts';

export const { version, render, routes, messages } = createServerRender({
  remote: 'mfe_profile',
  routes: [{ ...profileRoute, Component: ProfilePage }],
  messages: signedInAreaMessages(NAMESPACE, resources),
});
