import path from 'node:path';
import { silentLogger } from '@coach/server-kit/logger';
import type { LiveBundle, PageInput } from './bundle-contract';
import type { RenderOutcome } from './render-outcome';
import { createRenderSupervisor, type RenderSupervisor } from './render-supervisor';

/**
 * A promote starts a worker thread and a rollback another; the replaced ones must end, and with
 * them everything they held, in both processes. 100 promote/rollback cycles while pages render.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const CYCLES = 100;
const RENDER_EVERY_MS = 50;
const MB = 1024 * 1024;
/**
 * 200 worker threads started and ended: ~10 s on a quiet machine, three times that on a slow host
 * under the rest of the suite. A ceiling, not a timing: what is checked is memory and workers.
 */
const SOAK_TIMEOUT_MS = 120_000;

const release = (fixture: string, version: string): LiveBundle => ({
  version,
  bundlePath: path.join(FIXTURES, `${fixture}.cjs`),
});
const v1 = release('ok-v1', '1.0.0');
const v2 = release('ok-v2', '2.0.0');
const alice: PageInput = {
  route: '/',
  params: {},
  data: { name: 'Alice Martin' },
  lang: 'fr',
};

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Mean of the last ten samples against the first ten. A leaked worker alone would be tens of MB a
 * cycle (its isolate and the bundle), a leaked listener or request a few KB: either shows far
 * beyond the margin, which is left for the allocator settling after the first cycles.
 */
const GROWTH_MARGIN_MB = 20;

function growth(samples: number[]): number {
  return mean(samples.slice(-10)) - mean(samples.slice(0, 10));
}

describe(`${CYCLES} promote/rollback cycles while rendering`, () => {
  let supervisor: RenderSupervisor;

  beforeAll(async () => {
    supervisor = createRenderSupervisor({ logger: silentLogger });
    supervisor.setLive('mfe-home', v1);
    supervisor.setLive('mfe-trainings', v1);
    await supervisor.settled();
  });
  afterAll(() => supervisor.close());

  it(
    'keeps both processes flat in memory, and ends with the live workers only',
    async () => {
      let live = v1;
      let rendering = true;
      const outcomes: Array<{ asked: string; outcome: RenderOutcome }> = [];
      const renderLoad = (async () => {
        while (rendering) {
          const asked = live.version;
          const [home, trainings] = await Promise.all([
            supervisor.render('mfe-home', '1.0.0', alice, { deadlineMs: 2_000 }),
            supervisor.render('mfe-trainings', asked, alice, { deadlineMs: 2_000 }),
          ]);
          outcomes.push({ asked: '1.0.0', outcome: home }, { asked, outcome: trainings });
          await sleep(RENDER_EVERY_MS);
        }
      })();

      const renderProcessRss: number[] = [];
      const testProcessRss: number[] = [];
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        for (const next of [v2, v1]) {
          live = next;
          supervisor.setLive('mfe-trainings', next);
          await supervisor.settled();
        }
        const stats = await supervisor.stats();
        renderProcessRss.push(stats.renderProcess?.rssBytes ?? Number.NaN);
        testProcessRss.push(process.memoryUsage.rss());
      }
      rendering = false;
      await renderLoad;

      const flat = (samples: number[]) =>
        growth(samples) < GROWTH_MARGIN_MB * MB ? 'flat' : samples.map((bytes) => Math.round(bytes / MB));
      expect({ renderProcess: flat(renderProcessRss), testProcess: flat(testProcessRss) }).toEqual({
        renderProcess: 'flat',
        testProcess: 'flat',
      });

      expect(outcomes.length).toBeGreaterThan(CYCLES);
      for (const { asked, outcome } of outcomes) {
        expect(outcome).toMatchObject({ ok: true, html: `<p>Alice Martin fr v${asked[0]}</p>` });
      }

      // The replaced versions ended once their last render was answered: one worker per live version.
      await sleep(200);
      const stats = await supervisor.stats();
      expect(stats.renderProcess?.workers).toBe(2);
      expect(
        stats.renderProcess?.versions.map(({ remote, version, role }) => `${remote} ${version} ${role}`),
      ).toEqual(['mfe-home 1.0.0 live', 'mfe-trainings 1.0.0 live']);
      expect(stats.restarts).toBe(0);
    },
    SOAK_TIMEOUT_MS,
  );
});
