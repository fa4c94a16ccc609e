// Test helpers for the packages' jest suites; never imported by application code.
export { describeRemoteRoutes } from './describe-remote-routes.ts';
export { deferred, mockApi } from './mock-api.ts';
export type { MockedApi, RecordedRequest, Reply, Responder } from './mock-api.ts';
export { renderRoute, resetEnvironment, switchLanguage, type RouteData } from './render.tsx';
export { captainResult, lifeGpsAreas, lifeGpsResult } from './results-data.ts';
