import type { PageInput } from './bundle-contract';
import { checkModuleState, DEFAULT_PROBE_INPUTS, type ProbeResult } from './module-state-check';

const page = (html: string): ProbeResult => ({ ok: true, html, status: 200 });
const nameOf = (input: PageInput) => String(input.data.name);

/** A pure bundle: the page says who and in which language, nothing else. */
const pure = async (input: PageInput) => page(`<p>${nameOf(input)} ${input.lang}</p>`);

describe('checkModuleState', () => {
  it('renders the two made-up members as A, B, then A again', async () => {
    const seen: string[] = [];
    await checkModuleState(async (input) => {
      seen.push(`${nameOf(input)} ${input.lang}`);
      return pure(input);
    });
    const [a, b] = DEFAULT_PROBE_INPUTS;
    expect(seen).toEqual([`${nameOf(a)} ${a.lang}`, `${nameOf(b)} ${b.lang}`, `${nameOf(a)} ${a.lang}`]);
    expect(a.lang).not.toBe(b.lang);
    expect(nameOf(a)).not.toBe(nameOf(b));
  });

  it('accepts a bundle whose pages depend on their input only', async () => {
    await expect(checkModuleState(pure)).resolves.toEqual({ ok: true });
  });

  it('refuses a bundle whose second page for A differs from its first (a render counter, a cache)', async () => {
    let renders = 0;
    const verdict = await checkModuleState(async (input) => page(`<p>${nameOf(input)} #${++renders}</p>`));
    expect(verdict).toMatchObject({ ok: false, reason: 'stateful' });
  });

  it("refuses a bundle that shows A's data on B's page (it remembers its first member)", async () => {
    let first: string | undefined;
    const verdict = await checkModuleState(async (input) => {
      first ??= nameOf(input);
      return page(`<p>${first} ${input.lang}</p>`);
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'stateful' });
  });

  it("refuses a bundle that shows B's data on A's second page", async () => {
    const names: string[] = [];
    const verdict = await checkModuleState(async (input) => {
      names.push(nameOf(input));
      return page(`<p>${names.join(', ')}</p>`);
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'stateful' });
  });

  it('refuses a bundle that cannot render the probe: it cannot show it keeps no state', async () => {
    const verdict = await checkModuleState(async () => ({ ok: false, reason: 'error', detail: 'boom' }));
    expect(verdict).toEqual({ ok: false, reason: 'error', detail: 'self-test render failed: boom' });
  });

  it('stops at the first failed probe render (a loop would cost a deadline each)', async () => {
    let calls = 0;
    await checkModuleState(async () => {
      calls += 1;
      return { ok: false, reason: 'timeout', detail: 'deadline' };
    });
    expect(calls).toBe(1);
  });
});
