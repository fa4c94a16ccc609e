import { eq } from 'drizzle-orm';
import type { ModuleDetailResponse, TrainingDetailResponse } from '@coach/shared/trainings';
import type {
  CaptainResult,
  EarlierResultsResponse,
  LifeGpsResult,
  ResultListResponse,
} from '@coach/shared/results';
import type { TrainingContent } from '@coach/shared/trainings';
import { testResults, trainingRevisions, trainings } from '../../db/schema';
import { bearer, markVerified, registerUser } from '../../testing/auth-helpers';
import { createTestContext, jsonRequest, type TestContext } from '../../testing/test-app';

/**
 * The results on a real database, with the real content (api/content/trainings, imported at
 * start): a result is recorded when the test module is completed, a retake adds one, only the
 * owner reads it, verified accounts only (docs/product.md §8.3).
 */

const TRAININGS = '/api/dashboard/trainings';
const RESULTS = '/api/dashboard/results';
const EN = { 'Accept-Language': 'en' };

type Choose = (question: ModuleDetailResponse['module']['parts'][number]['questions'][number]) => {
  answers?: string[];
  value?: number;
};

/** The first answer(s) of each choice question, 5 on each scale: a finished module. */
const firstAnswers: Choose = (question) =>
  question.type === 'scale'
    ? { value: 5 }
    : { answers: question.answers.slice(0, question.min).map((a) => a.id) };

describe('results api', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { importTrainingContent } = await import('../trainings/content-start');
    await importTrainingContent(ctx.db);
  });
  afterAll(async () => ctx.close());

  async function learner() {
    const { token, email } = await registerUser(ctx.app);
    await markVerified(ctx.db, email);
    return { token, email, headers: bearer(token) };
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.request(url, { headers });
  const send = (method: string, url: string, headers: Record<string, string>, body: unknown = {}) =>
    ctx.app.request(url, jsonRequest(method, body, headers));

  /** Follows a module to the end through the api: reads every part, answers every question. */
  async function finishModule(
    headers: Record<string, string>,
    training: string,
    module: string,
    choose: Choose,
  ) {
    const url = `${TRAININGS}/${training}/modules/${module}`;
    const detail = (await (await get(url, headers)).json()) as ModuleDetailResponse;
    for (const part of detail.module.parts) {
      if (part.kind === 'reading') await send('POST', `${url}/parts/${part.id}/read`, headers);
      for (const question of part.questions) {
        const res = await send('PUT', `${url}/questions/${question.id}/answer`, headers, choose(question));
        expect(res.status).toBe(200);
      }
    }
    const done = await send('POST', `${url}/complete`, headers);
    expect(done.status).toBe(200);
  }

  async function finishTraining(
    headers: Record<string, string>,
    training: string,
    choose: Choose = firstAnswers,
  ) {
    const detail = (await (await get(`${TRAININGS}/${training}`, headers)).json()) as TrainingDetailResponse;
    for (const module of detail.modules) {
      if (module.state !== 'completed') await finishModule(headers, training, module.slug, choose);
    }
  }

  /** `answer@question` → the points it gives, from the training's current revision. */
  async function answerPoints(slug: string): Promise<Map<string, Record<string, number>>> {
    const [row] = await ctx.db
      .select({ content: trainingRevisions.content })
      .from(trainings)
      .innerJoin(trainingRevisions, eq(trainingRevisions.hash, trainings.currentHash))
      .where(eq(trainings.slug, slug));
    const content = row!.content as TrainingContent;
    const map = new Map<string, Record<string, number>>();
    for (const module of content.modules)
      for (const part of module.parts)
        if (part.kind === 'quiz')
          for (const question of part.questions)
            if (question.type !== 'scale')
              for (const answer of question.answers)
                map.set(`${answer.id}@${question.id}`, answer.points ?? {});
    return map;
  }

  it('refuses without a session (401) and unverified accounts (403)', async () => {
    expect((await ctx.app.request(RESULTS)).status).toBe(401);
    const { token } = await registerUser(ctx.app);
    expect((await get(RESULTS, bearer(token))).status).toBe(403);
    expect((await get(`${RESULTS}/latest/j-embarque`, bearer(token))).status).toBe(403);
  });

  it('has no result before the test, and says so (no_result_yet)', async () => {
    const { headers } = await learner();
    const list = (await (await get(RESULTS, headers)).json()) as ResultListResponse;
    expect(list).toEqual({ items: [], page: 1, per_page: 20, total: 0, next: null });
    const latest = await get(`${RESULTS}/latest/j-embarque`, headers);
    expect(latest.status).toBe(404);
    expect(((await latest.json()) as { errors: { code: string[] } }).errors.code).toEqual(['no_result_yet']);
  });

  it('records the captain test on completion, with its answers, in both languages', async () => {
    const { headers } = await learner();
    await finishTraining(headers, 'j-embarque');
    const fr = (await (await get(`${RESULTS}/latest/j-embarque`, headers)).json()) as CaptainResult;
    expect(fr.kind).toBe('j-embarque');
    expect(fr.training).toEqual({
      slug: 'j-embarque',
      title: 'J’embarque',
      test_module: 'quel-type-de-capitaine',
    });
    expect(fr.types).toHaveLength(4);
    expect(fr.types.reduce((sum, type) => sum + type.percent, 0)).toBe(100);
    expect(fr.types.map((type) => type.id)).toContain(fr.main);
    const main = fr.types.find((type) => type.id === fr.main)!;
    expect(main.percent).toBe(Math.max(...fr.types.map((type) => type.percent)));
    expect(main.strengths.length).toBeGreaterThanOrEqual(3);
    expect(main.name).toMatch(/Capitaine/);
    const en = (await (await get(`${RESULTS}/${fr.id}`, { ...headers, ...EN })).json()) as CaptainResult;
    expect(en.id).toBe(fr.id);
    expect(en.types.find((type) => type.id === fr.main)?.name).not.toBe(main.name);
    const [row] = await ctx.db.select().from(testResults).where(eq(testResults.id, fr.id));
    expect(row?.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question_id: expect.any(String), answers: [expect.any(String)] }),
      ]),
    );
    // completing the module again records nothing more
    const again = await send(
      'POST',
      `${TRAININGS}/j-embarque/modules/quel-type-de-capitaine/complete`,
      headers,
    );
    expect(again.status).toBe(200);
    expect(((await (await get(RESULTS, headers)).json()) as ResultListResponse).total).toBe(1);
  });

  it('records the life GPS wheel with its gaps, largest first', async () => {
    const { headers } = await learner();
    let rating = 0;
    // varied ratings: some gaps positive, some negative, some equal
    await finishTraining(headers, 'le-gps-de-ma-vie', (question) =>
      question.type === 'scale' ? { value: (rating++ * 7) % 11 } : firstAnswers(question),
    );
    const result = (await (await get(`${RESULTS}/latest/le-gps-de-ma-vie`, headers)).json()) as LifeGpsResult;
    expect(result.kind).toBe('my_life_gps');
    expect(result.areas.length).toBeGreaterThanOrEqual(8);
    for (const area of result.areas) expect(area.gap).toBe(area.wished - area.now);
    const gaps = result.largest_gaps.map((id) => result.areas.find((area) => area.id === id)!.gap);
    expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
    expect(gaps.length).toBeGreaterThan(1);
    expect(gaps.every((gap) => gap > 0)).toBe(true);
  });

  it('a retake adds a result and keeps the earlier one to compare', async () => {
    const { headers } = await learner();
    await finishTraining(headers, 'j-embarque');
    const first = (await (await get(`${RESULTS}/latest/j-embarque`, headers)).json()) as CaptainResult;
    ctx.clock.advance(60_000);
    const retake = await send('POST', `${TRAININGS}/j-embarque/retake`, headers);
    expect(retake.status).toBe(200);
    expect(await retake.json()).toEqual({ training: 'j-embarque', module: 'quel-type-de-capitaine' });
    // the module is open again, with no answers
    const module = (await (
      await get(`${TRAININGS}/j-embarque/modules/quel-type-de-capitaine`, headers)
    ).json()) as ModuleDetailResponse;
    expect(module.module.state).toBe('started');
    expect(module.module.parts.flatMap((part) => part.questions).every((q) => q.answer === null)).toBe(true);
    // this time every answer that gives points to another type
    const target = first.types.find((type) => type.id !== first.main)!.id;
    const points = await answerPoints('j-embarque');
    await finishModule(headers, 'j-embarque', 'quel-type-de-capitaine', (question) => {
      const giving = question.answers.filter(
        (answer) => (points.get(answer.id + '@' + question.id) ?? {})[target],
      );
      return { answers: (giving.length ? giving : question.answers).slice(0, question.min).map((a) => a.id) };
    });
    const second = (await (await get(`${RESULTS}/latest/j-embarque`, headers)).json()) as CaptainResult;
    expect(second.id).not.toBe(first.id);
    expect(second.main).toBe(target);
    const list = (await (await get(RESULTS, headers)).json()) as ResultListResponse;
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.items[0]?.headline).toBe(second.types.find((type) => type.id === second.main)?.name);
    const earlier = (await (
      await get(`${RESULTS}/${second.id}/earlier`, headers)
    ).json()) as EarlierResultsResponse;
    expect(earlier.items.map((item) => item.id)).toEqual([first.id]);
    expect(earlier.items[0]).toMatchObject({ main: first.main, types: first.types });
    const none = (await (
      await get(`${RESULTS}/${first.id}/earlier`, headers)
    ).json()) as EarlierResultsResponse;
    expect(none.total).toBe(0);
    // pages
    const page2 = (await (await get(`${RESULTS}?page=2&per_page=1`, headers)).json()) as ResultListResponse;
    expect(page2).toMatchObject({ page: 2, per_page: 1, total: 2, items: [{ id: first.id }] });
    expect((await get(`${RESULTS}?per_page=0`, headers)).status).toBe(422);
  });

  it('a training without a test has no retake (404)', async () => {
    const { headers } = await learner();
    expect((await send('POST', `${TRAININGS}/poser-ses-limites/retake`, headers)).status).toBe(404);
    expect((await send('POST', `${TRAININGS}/nope/retake`, headers)).status).toBe(404);
  });

  it('only the owner reads a result: another person’s id, or no id at all, is 404', async () => {
    const owner = await learner();
    await finishTraining(owner.headers, 'j-embarque');
    const mine = (await (await get(`${RESULTS}/latest/j-embarque`, owner.headers)).json()) as CaptainResult;
    const other = await learner();
    for (const url of [`${RESULTS}/${mine.id}`, `${RESULTS}/${mine.id}/earlier`, `${RESULTS}/not-an-id`]) {
      const res = await get(url, other.headers);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { errors: { code: string[] } }).errors.code).toEqual([
        'result_not_found',
      ]);
    }
    expect(((await (await get(RESULTS, other.headers)).json()) as ResultListResponse).total).toBe(0);
  });

  it('results are in the personal-data export and go with the account', async () => {
    const { headers, email } = await learner();
    await finishTraining(headers, 'j-embarque');
    const exported = (await (await get('/api/dashboard/account/export', headers)).json()) as {
      data: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.data.test_results).toHaveLength(1);
    expect(exported.data.test_results?.[0]).not.toHaveProperty('content_hash');
    const userId = exported.data.test_results?.[0]?.user_id as string;
    expect((await send('DELETE', '/api/dashboard/account', headers, { email })).status).toBe(204);
    expect(await ctx.db.select().from(testResults).where(eq(testResults.userId, userId))).toEqual([]);
  });
});
