import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { authStore } from '@coach/shared/auth';
import { asReadResult } from '@coach/shared/server-render/route-data';
import type { ReadResult } from '@coach/shared/server-render';
import { isLeaderType, type TeamMembersPage } from '@coach/shared/team';
import { NOT_A_LEADER } from './member-route-data.ts';
import { fetchMembers } from './team-api.ts';

/**
 * What `/my_team/list` shows: a search (`?q=`) and a page (`?page=`, from 1), read after the
 * previous page's cursor (`?after=`) when it came by "next".
 */
export interface MemberQuery {
  q: string;
  page: number;
  after?: string | undefined;
}

/** The list's query in a URL's search; a page that is not a whole number from 1 is the first. */
export function memberQueryOf(search: URLSearchParams): MemberQuery {
  const page = Number(search.get('page'));
  const after = search.get('after') ?? undefined;
  return { q: search.get('q') ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1, after };
}

/** The members matching a query, as a read's result (never a throw). */
export const readMembers = (query: MemberQuery) => asReadResult(() => fetchMembers(query));

/**
 * `/my_team/list`'s data: the browser route's loader reads the members the URL's query asks for
 * at navigation (a search and another page are navigations), beside the page's download. Not a
 * declaration the server can run (docs/server-render.md): a declared read takes the path's params
 * only. A member known not to lead a team is answered what the api would say, unasked.
 */
export const teamListData = {
  loader: ({ request }: LoaderFunctionArgs) => {
    const type = authStore.getState().app_user?.user_type;
    const members: Promise<ReadResult<TeamMembersPage>> =
      type && !isLeaderType(type)
        ? Promise.resolve(NOT_A_LEADER)
        : readMembers(memberQueryOf(new URL(request.url).searchParams));
    return { members };
  },
  shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
    currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
};
