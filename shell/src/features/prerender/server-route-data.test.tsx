import { readServerRouteDataValue } from './server-route-data.ts';

const DRAWN = {
  remote: 'mfe_profile',
  route: 'mfe_profile:profile',
  loaderData: { 'mfe_profile:profile': { name: 'Camille (from the server)' } },
};
describe('readServerRouteDataValue', () => {
  it.each([
    ['the platform’s JSON', DRAWN, true],
    ['an unknown remote', { ...DRAWN, remote: 'mfe_evil' }, false],
    ['data without its route', { ...DRAWN, loaderData: {} }, false],
    ['no route', { remote: 'mfe_profile', loaderData: {} }, false],
    ['not an object', [DRAWN], false],
  ])('%s → %s', (_, value, readable) => {
    expect(readServerRouteDataValue(value) !== null).toBe(readable);
  });
});
