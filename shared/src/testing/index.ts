// Test helpers for the packages' jest suites; never imported by application code.
export { describeRemoteRoutes } from './describe-remote-routes.ts';
export { mockFetch } from './mock-fetch.ts';
