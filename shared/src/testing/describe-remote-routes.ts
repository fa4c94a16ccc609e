import { matchRoutes, type RouteObject } from 'react-router';
import type { RemoteName, RemoteRoute } from '../contract/index.ts';
import { SPEC_ROUTES } from '../contract/spec-routes.ts';

/** The contract test every remote runs on its `./routes`: it owns exactly its SPEC §2 screens. */
export function describeRemoteRoutes(owner: RemoteName, routes: RemoteRoute[]): void {
  const mine = SPEC_ROUTES.filter((spec) => spec.owner === owner);

  describe(`${owner} ./routes`, () => {
    it('declares exactly the SPEC §2 paths it owns', () => {
      expect(routes.map((route) => route.path).sort()).toEqual(mine.map((spec) => spec.pattern).sort());
    });

    it.each(mine)('$example resolves to $name in layout $layout', (spec) => {
      const matches = matchRoutes(routes as RouteObject[], spec.example);
      expect(matches?.at(-1)?.route.handle).toMatchObject({ name: spec.name, layout: spec.layout });
    });

    it('gives every route a lazy page', () => {
      for (const route of routes) expect(typeof route.lazy).toBe('function');
    });
  });
}
