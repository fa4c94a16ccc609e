// The api's public entry, for the platform that runs it (platform/src/compose.ts): the product's
// app and start-up, its migrations. Nothing else of the api is imported from outside it.
export { createApp, type App, type AppDeps } from './app';
export { API_MIGRATIONS } from './paths';
export { devRoutesBanner, startApi, type RunningApi } from './server';
