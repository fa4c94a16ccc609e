// `@coach/shared/server-render`: the contract between a remote's server bundle and the platform
// that runs it (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md), with what the
// platform needs to feed it. Light on purpose (no React): the platform imports it.
// - the bundle's side: `@coach/shared/server-render/renderer` (createServerRender);
// - a route's data in the browser: `…/route-data` (the loader) and `…/use-route-data` (the page).
export * from './contract.ts';
export { remoteRouteId } from '@coach/shared/contract';
export { checkReadPath, fillReadPath } from './read-path.ts';
export { MEMBER_DAY_PARAM, dayInTimeZone } from '@coach/shared/server-render/member-day';
export { toReadResult } from './read-result.ts';
