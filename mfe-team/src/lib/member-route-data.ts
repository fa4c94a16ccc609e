import type { WhoamiResponse } from '@coach/shared/schemas';
import type { ReadFailure, ReadResult } from '@coach/shared/server-render';
import {
  apiRead,
  declareRouteData,
  type ApiRead,
  type ApiReads,
  type RouteData,
  type RouteDataSources,
} from '@coach/shared/server-render/route-data';
import { isLeaderType } from '@coach/shared/team';

/**
 * Who is signed in, as a read of the route (docs/server-render.md, "What a page may read on the
 * server"): a team page tells leaders from members by it, never by the page's auth store, which
 * the server render refuses.
 */
export const whoamiRead = apiRead<WhoamiResponse>('dashboard/whoami');

const whoamiData = declareRouteData({ whoami: whoamiRead });

export type MemberReads = ApiReads & { whoami: ApiRead<WhoamiResponse> };

/** Coaches, managers and hr lead a team (docs/product.md §7.2); the api decides again on every call. */
export function leads(whoami: WhoamiResponse): boolean {
  return isLeaderType(whoami.user.user_type);
}

/**
 * A leader-only read for a member who leads no team: what the api would answer (403), without
 * asking it. The page shows leader-only reads to leaders only.
 */
export const NOT_A_LEADER: ReadFailure = { ok: false, status: 403, errors: {} };

export interface MemberRouteData<R extends MemberReads> extends RouteData<R> {
  /** The keys of the reads the api answers for leaders only (403 to anyone else). */
  readonly leaderOnly: ReadonlySet<string>;
}

/**
 * A team route's data (`declareRouteData`), with `whoami` and the reads only a leader's page uses.
 * The platform runs every read before a server render; the browser's loader asks for a
 * leader-only read only once whoami says the member leads a team (or could not say), so a
 * member's page never calls the leaders' api.
 */
export function declareMemberRouteData<R extends MemberReads>(
  reads: R,
  leaderOnly: readonly (keyof R & string)[] = [],
): MemberRouteData<R> {
  const onlyForLeaders: ReadonlySet<string> = new Set(leaderOnly);
  const declared = declareRouteData(reads, {
    // A member's page does not show the leaders' reads, which the api refuses them (403).
    isPageState: (key, { whoami }) => onlyForLeaders.has(key) && whoami.ok && !leads(whoami.body),
  });
  return {
    ...declared,
    leaderOnly: onlyForLeaders,
    loader: ({ params }) => {
      const whoami = whoamiData.read('whoami', params);
      const forLeaders = <K extends keyof R>(key: K) =>
        whoami.then((who) => (who.ok && !leads(who.body) ? NOT_A_LEADER : declared.read(key, params)));
      const sources: Partial<Record<keyof R, Promise<ReadResult>>> = {};
      for (const key of Object.keys(reads) as (keyof R & string)[])
        sources[key] =
          key === 'whoami' ? whoami : onlyForLeaders.has(key) ? forLeaders(key) : declared.read(key, params);
      // Every key of the declaration was given its read just above.
      return sources as RouteDataSources<R>;
    },
  };
}
