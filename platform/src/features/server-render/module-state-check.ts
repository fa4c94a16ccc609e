import type { RenderedPage, PageInput } from './bundle-contract';
import type { RenderFailureReason } from './render-outcome';

export type ProbeResult =
  ({ ok: true } & RenderedPage) | { ok: false; reason: RenderFailureReason; detail: string };

export type ModuleStateVerdict = { ok: true } | { ok: false; reason: RenderFailureReason; detail: string };

/**
 * Two made-up members, different in every field a page could show and in their language. Their
 * strings are long and unlikely, so that finding one of them in the other's page means it leaked
 * (see `distinctiveStrings`).
 */
export const DEFAULT_PROBE_INPUTS: readonly [PageInput, PageInput] = [
  {
    route: '/',
    params: {},
    lang: 'fr',
    data: {
      name: 'Aurélie Probe-Montclair',
      member: {
        id: 'probe-member-a-7d1f',
        firstName: 'Aurélie',
        lastName: 'Probe-Montclair',
        email: 'aurelie.probe-montclair@probe.invalid',
      },
    },
  },
  {
    route: '/',
    params: {},
    lang: 'en',
    data: {
      name: 'Bartholomew Probe-Yarrow',
      member: {
        id: 'probe-member-b-93c2',
        firstName: 'Bartholomew',
        lastName: 'Probe-Yarrow',
        email: 'bartholomew.probe-yarrow@probe.invalid',
      },
    },
  },
];

/** Shorter strings (a language, "fr", a status) could appear in any page without leaking. */
const DISTINCTIVE_LENGTH = 8;

function distinctiveStrings(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.length >= DISTINCTIVE_LENGTH) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) distinctiveStrings(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) distinctiveStrings(item, into);
  }
  return into;
}

function leakedInto(html: string, owner: PageInput, other: PageInput): string | undefined {
  const own = distinctiveStrings(owner.data);
  return [...distinctiveStrings(other.data)].find((text) => !own.has(text) && html.includes(text));
}

/**
 * A bundle's self-test, run when a worker loads a version and before it serves anyone: member A's
 * page, member B's, then A's again. A bundle that keeps module state would leak one member's data
 * into another's page, so the version is refused (`stateful`) if A's two pages differ, or if either
 * member's page holds the other's data. A bundle that cannot render the probes is refused too: it
 * has not shown that it keeps no state.
 */
export async function checkModuleState(
  render: (input: PageInput) => Promise<ProbeResult>,
  probes: readonly [PageInput, PageInput] = DEFAULT_PROBE_INPUTS,
): Promise<ModuleStateVerdict> {
  const [a, b] = probes;
  const pages: RenderedPage[] = [];
  for (const input of [a, b, a]) {
    const result = await render(input);
    if (!result.ok) {
      return { ok: false, reason: result.reason, detail: `self-test render failed: ${result.detail}` };
    }
    pages.push(result);
  }
  const [first, other, again] = pages as [RenderedPage, RenderedPage, RenderedPage];
  if (first.html !== again.html || first.status !== again.status) {
    return { ok: false, reason: 'stateful', detail: "member A's page changed after member B's render" };
  }
  const leak = leakedInto(other.html, b, a) ?? leakedInto(again.html, a, b);
  if (leak !== undefined) {
    return { ok: false, reason: 'stateful', detail: `a member's page holds the other member's "${leak}"` };
  }
  return { ok: true };
}
