import { parse as parseCookies } from 'hono/utils/cookie';
import { MEMBER_DAY_PARAM, dayInTimeZone, toReadResult, type ReadResult } from '@coach/shared/server-render';
import type { Language } from '@coach/shared/i18n/languages';
import { TIME_ZONE_COOKIE } from '@coach/shared/token-cookie';

/** The api as the platform reaches it: in-process (`npm start`) or over HTTP (`API_URL`). */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

/** Any origin: the api routes by path; the request never leaves the platform in-process. */
const API_ORIGIN = 'http://platform.internal';

/** SPEC §4: the first verifiable address decides (the shell's guard, shared/src/auth/store.ts). */
function verifiedFirstname(body: unknown): string | null {
  const whoami = body as {
    ory?: { identity?: { verifiable_addresses?: { verified?: unknown }[] } };
    user?: { firstname?: unknown };
  } | null; // the api's whoami (whoamiResponseSchema); only two fields are read, each checked
  if (whoami?.ory?.identity?.verifiable_addresses?.[0]?.verified !== true) return null;
  // The live frame greets nobody without a first name: the drawn one could not match it.
  return typeof whoami.user?.firstname === 'string' && whoami.user.firstname !== ''
    ? whoami.user.firstname
    : null;
}

/** What the member's reads answered: their first name, each read's result, and the time they took. */
export interface MemberReads<K extends string> {
  firstname: string;
  results: (readonly [K, ReadResult])[];
  dataMs: number;
}

/**
 * The api's reads for a signed-in page, with the member's session: whoami and the route's (or the
 * widgets') reads, in-process or over HTTP (docs/server-render.md, "What the platform does with it", 3).
 */
export function createMemberReads({
  api,
  dataDeadlineMs,
  onFallback,
}: {
  api: ApiFetch;
  /** How long the api's reads (whoami included) may take before the page goes without (ms). */
  dataDeadlineMs: number;
  onFallback: (reason: string, details: Record<string, unknown>) => void;
}) {
  /** One GET against the api with the member's session, as a ReadResult; no answer in time is status 0. */
  async function read(
    apiPath: string,
    token: string,
    lang: string,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    try {
      const response = await api(
        new Request(`${API_ORIGIN}${apiPath}`, {
          headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang, Accept: 'application/json' },
          signal,
        }),
      );
      const body: unknown = await response.json().catch(() => null);
      return toReadResult(response.status, body);
    } catch {
      return toReadResult(0, null);
    }
  }

  /**
   * whoami and the reads, with the member's session, under the data deadline; null when late
   * (logged), or when whoami refuses the token or the guards would send the member elsewhere.
   */
  async function readForMember<K extends string>(
    token: string,
    lang: Language,
    paths: readonly (readonly [K, string])[],
    pathname: string,
  ): Promise<MemberReads<K> | null> {
    const startedAt = performance.now();
    const signal = AbortSignal.timeout(dataDeadlineMs);
    const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), dataDeadlineMs).unref());
    const reads = Promise.all([
      read('/api/dashboard/whoami', token, lang, signal),
      ...paths.map(async ([key, apiPath]) => [key, await read(apiPath, token, lang, signal)] as const),
    ]);
    const answered = await Promise.race([reads, deadline]);
    const dataMs = performance.now() - startedAt;
    if (!answered) {
      onFallback('data-deadline', { pathname, dataMs });
      return null;
    }
    const [whoami, ...results] = answered;
    // Never for a token whoami refuses, nor for a member the guards would send elsewhere.
    const firstname = whoami.ok ? verifiedFirstname(whoami.body) : null;
    return firstname === null ? null : { firstname, results, dataMs };
  }

  return readForMember;
}

/** whoami and a page's reads with the member's session (createMemberReads). */
export type ReadMember = ReturnType<typeof createMemberReads>;

/**
 * The member's local day, from the time zone their browser keeps in the `tz` cookie; null without
 * one (a session from before it, a browser that names none): a read that takes the day then makes
 * the page the scripts' to draw (docs/server-render.md, "Reads that take the member's day").
 */
export function memberDay(cookieHeader: string | null | undefined): string | null {
  return dayInTimeZone(parseCookies(cookieHeader ?? '', TIME_ZONE_COOKIE)[TIME_ZONE_COOKIE]);
}

/** The params a route's reads are filled with: its path params, and the member's day when known. */
export function withMemberDay(params: Record<string, string>, today: string | null): Record<string, string> {
  return today ? { ...params, [MEMBER_DAY_PARAM]: today } : params;
}
