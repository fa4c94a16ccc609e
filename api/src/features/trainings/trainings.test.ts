import { eq } from 'drizzle-orm';
import { trainingAccessCodes, trainingAnswers, trainingReads, users } from '../../db/schema';
import { bearer, markVerified, registerUser } from '../../testing/auth-helpers';
import { createTestContext, jsonRequest, type TestContext } from '../../testing/test-app';
import { importTrainingContent } from './content-start';
import { FIXTURE_TRAININGS } from './testing';

const OPERATOR_TOKEN = 'operator-token-for-the-trainings-tests';
const operator = { Authorization: `Operator ${OPERATOR_TOKEN}`, 'X-Platform-Operator': 'Tests' };
const BASE = '/api/dashboard/trainings';
const MODULE = `${BASE}/free-course/modules/first-steps`;

describe('trainings api', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: {
        operatorToken: OPERATOR_TOKEN,
        throttleRules: {
          access_code_user: { limit: 3, windowMs: 3_600_000 },
          access_code_ip: { limit: 1000, windowMs: 3_600_000 },
        },
      },
    });
    await importTrainingContent(ctx.db, FIXTURE_TRAININGS, ctx.clock.now());
  });
  afterAll(async () => ctx.close());

  async function learner(): Promise<{ token: string; email: string; headers: Record<string, string> }> {
    const { token, email } = await registerUser(ctx.app);
    await markVerified(ctx.db, email);
    return { token, email, headers: bearer(token) };
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.request(url, { headers });
  const post = (url: string, headers: Record<string, string>, body: unknown = {}) =>
    ctx.app.request(url, jsonRequest('POST', body, headers));
  const put = (url: string, headers: Record<string, string>, body: unknown) =>
    ctx.app.request(url, jsonRequest('PUT', body, headers));

  async function finishFirstModule(headers: Record<string, string>) {
    await get(MODULE, headers);
    await post(`${MODULE}/parts/intro/read`, headers);
    await post(`${MODULE}/parts/more/read`, headers);
    await put(`${MODULE}/questions/pick-one/answer`, headers, { answers: ['a'] });
    await put(`${MODULE}/questions/pick-two/answer`, headers, { answers: ['a', 'b'] });
    await put(`${MODULE}/questions/rate/answer`, headers, { value: 7 });
    return post(`${MODULE}/complete`, headers);
  }

  it('refuses a caller without a session (401) or not verified (403)', async () => {
    expect((await ctx.app.request(BASE)).status).toBe(401);
    const { token } = await registerUser(ctx.app);
    const res = await get(BASE, bearer(token));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errors: { base: string[] } }).errors.base[0]).toMatch(/confirm/i);
    expect((await post(`${MODULE}/complete`, bearer(token))).status).toBe(403);
  });

  it('lists the catalogue in the request’s language, with counts and the caller’s progress', async () => {
    const { headers } = await learner();
    const fr = (await (await get(BASE, headers)).json()) as { trainings: Record<string, unknown>[] };
    expect(fr.trainings.map((t) => t.slug)).toEqual(['free-course', 'paid-course']);
    expect(fr.trainings[0]).toMatchObject({
      title: 'Cours libre',
      access: 'free',
      unlocked: true,
      hours: 0.75,
      module_count: 2,
      question_count: 3,
      next_action: 'start',
      next_module: 'first-steps',
      progress: { completed_modules: 0, percent: 0, started: false },
    });
    expect(fr.trainings[1]).toMatchObject({ access: 'payable', unlocked: false, next_action: 'start' });
    const en = (await (await get(BASE, { ...headers, 'Accept-Language': 'en-GB,en;q=0.9' })).json()) as {
      trainings: { title: string }[];
    };
    expect(en.trainings[0]?.title).toBe('Free course');
  });

  it('shows a training with its module states and lock reasons; an unknown slug is a 404', async () => {
    const { headers } = await learner();
    const res = await get(`${BASE}/paid-course`, headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      modules: { slug: string; state: string; lock_reason: string | null }[];
    };
    expect(body.modules.map((m) => [m.slug, m.state, m.lock_reason])).toEqual([
      ['preview', 'available', null],
      ['paid-one', 'locked', 'payable'],
      ['paid-two', 'locked', 'payable'],
    ]);
    expect((await get(`${BASE}/nope`, headers)).status).toBe(404);
    expect((await get(`${BASE}/free-course/modules/nope`, headers)).status).toBe(404);
  });

  it('opens a module (started), in French by default, with its parts and where to resume', async () => {
    const { headers } = await learner();
    const res = await get(MODULE, headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      module: { state: string; parts: { id: string; kind: string; body: string | null; done: boolean }[] };
      resume_at: number;
      next_module: { slug: string } | null;
    };
    expect(body.module.state).toBe('started');
    expect(body.module.parts.map((p) => p.id)).toEqual(['intro', 'more', 'check']);
    expect(body.module.parts[0]?.body).toContain('Bonjour **tout le monde**.');
    expect(body.resume_at).toBe(0);
    expect(body.next_module?.slug).toBe('second-steps');
    const training = (await (await get(`${BASE}/free-course`, headers)).json()) as {
      modules: { state: string }[];
      next_action: string;
    };
    expect(training.modules[0]?.state).toBe('started');
    expect(training.next_action).toBe('continue');

    // It resumes where the learner left off: the first part not done.
    await post(`${MODULE}/parts/intro/read`, headers);
    await post(`${MODULE}/parts/more/read`, headers);
    const resumed = (await (await get(MODULE, headers)).json()) as { resume_at: number };
    expect(resumed.resume_at).toBe(2);
  });

  it('refuses a locked module on every call with its reason (409)', async () => {
    const { headers } = await learner();
    const second = `${BASE}/free-course/modules/second-steps`;
    for (const res of [
      await get(second, headers),
      await post(`${second}/parts/outro/read`, headers),
      await post(`${second}/complete`, headers),
    ]) {
      expect(res.status).toBe(409);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      expect(body.errors.lock_reason).toEqual(['previous_module']);
      expect(body.errors.base?.[0]).toBe('Ce module est verrouillé : terminez d’abord le module précédent.');
    }
    const paid = await get(`${BASE}/paid-course/modules/paid-two`, { ...headers, 'Accept-Language': 'en' });
    expect(paid.status).toBe(409);
    expect(((await paid.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      base: ['This module is locked: this training is payable, unlock it with an access code.'],
      lock_reason: ['payable'],
    });
  });

  it('marks a reading read once, however many times it is sent', async () => {
    const { headers, email } = await learner();
    const first = await post(`${MODULE}/parts/intro/read`, headers);
    expect(first.status).toBe(200);
    const again = await post(`${MODULE}/parts/intro/read`, headers);
    expect(await again.json()).toEqual(await first.json());
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    const rows = await ctx.db.select().from(trainingReads).where(eq(trainingReads.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect((await post(`${MODULE}/parts/check/read`, headers)).status).toBe(404);
    expect((await post(`${MODULE}/parts/nope/read`, headers)).status).toBe(404);
  });

  it('refuses answers outside the question’s limits with the quiz messages, naming the field', async () => {
    const { headers } = await learner();
    // The spec's English text word for word; French with French plurals (docs/product.md §8.2).
    const cases: [string, unknown, string, Record<'fr' | 'en', string>][] = [
      [
        'pick-two',
        { answers: [] },
        'answers',
        { en: 'Please enter your answer', fr: 'Veuillez répondre à cette question.' },
      ],
      [
        'pick-two',
        {},
        'answers',
        { en: 'Please enter your answer', fr: 'Veuillez répondre à cette question.' },
      ],
      [
        'pick-two',
        { answers: ['a'] },
        'answers',
        { en: 'Please answer at least 2 answers', fr: 'Veuillez choisir au moins 2 réponses.' },
      ],
      [
        'pick-two',
        { answers: ['a', 'b', 'c', 'd'] },
        'answers',
        { en: 'You cannot answer more then 3', fr: 'Vous ne pouvez pas choisir plus de 3 réponses.' },
      ],
      [
        'pick-one',
        { answers: ['a', 'b'] },
        'answers',
        { en: 'You cannot answer more then 1', fr: 'Vous ne pouvez choisir qu’une seule réponse.' },
      ],
      ['rate', {}, 'value', { en: 'Please enter your answer', fr: 'Veuillez répondre à cette question.' }],
    ];
    for (const lang of ['fr', 'en'] as const) {
      for (const [question, body, field, message] of cases) {
        const res = await put(
          `${MODULE}/questions/${question}/answer`,
          { ...headers, 'Accept-Language': lang },
          body,
        );
        expect(res.status).toBe(422);
        expect(((await res.json()) as { errors: Record<string, string[]> }).errors[field]).toEqual([
          message[lang],
        ]);
      }
    }
    const unknown = await put(`${MODULE}/questions/pick-one/answer`, headers, { answers: ['z'] });
    expect(unknown.status).toBe(422);
    const outOfScale = await put(`${MODULE}/questions/rate/answer`, headers, { value: 11 });
    expect(outOfScale.status).toBe(422);
    expect((await put(`${MODULE}/questions/nope/answer`, headers, { answers: ['a'] })).status).toBe(404);
  });

  it('keeps one answer per question: a resubmission changes nothing, a new answer replaces it', async () => {
    const { headers, email } = await learner();
    const url = `${MODULE}/questions/pick-two/answer`;
    const first = await put(url, headers, { answers: ['a', 'b'] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ question_id: 'pick-two', answers: ['a', 'b'], value: null });
    expect((await put(url, headers, { answers: ['a', 'b'] })).status).toBe(200);
    await put(url, headers, { answers: ['b', 'c', 'd'] });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    const rows = await ctx.db.select().from(trainingAnswers).where(eq(trainingAnswers.userId, user!.id));
    expect(rows.map((row) => row.answerIds)).toEqual([['b', 'c', 'd']]);
  });

  it('refuses to complete a module until every part is read and every question answered', async () => {
    const { headers } = await learner();
    await get(MODULE, headers);
    await post(`${MODULE}/parts/intro/read`, headers);
    await put(`${MODULE}/questions/pick-one/answer`, headers, { answers: ['a'] });
    const res = await post(`${MODULE}/complete`, { ...headers, 'Accept-Language': 'en' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      base: ['Read every part and answer every question before completing this module.'],
      more: ['This part is not marked as read yet.'],
      'pick-two': ['Please enter your answer'],
      rate: ['Please enter your answer'],
    });
  });

  it('completes a module, unlocks the next one, and answers the same when completed again', async () => {
    const { headers } = await learner();
    const done = await finishFirstModule(headers);
    expect(done.status).toBe(200);
    const body = (await done.json()) as { module: { completed_at: string } };
    expect(body).toMatchObject({
      module: { slug: 'first-steps', state: 'completed' },
      next_module: { slug: 'second-steps', state: 'available' },
      training_completed: false,
    });
    const again = await post(`${MODULE}/complete`, headers);
    expect(again.status).toBe(200);
    expect(((await again.json()) as typeof body).module.completed_at).toBe(body.module.completed_at);
    // Answers are final once the module is completed; the same answer again is still fine.
    expect((await put(`${MODULE}/questions/pick-one/answer`, headers, { answers: ['a'] })).status).toBe(200);
    expect((await put(`${MODULE}/questions/pick-one/answer`, headers, { answers: ['b'] })).status).toBe(409);

    const second = `${BASE}/free-course/modules/second-steps`;
    expect((await get(second, headers)).status).toBe(200);
    await post(`${second}/parts/outro/read`, headers);
    const last = await post(`${second}/complete`, headers);
    expect(await last.json()).toMatchObject({ next_module: null, training_completed: true });
    const list = (await (await get(BASE, headers)).json()) as {
      trainings: {
        slug: string;
        next_action: string;
        progress: { percent: number; completed_at: string | null };
      }[];
    };
    const free = list.trainings.find((t) => t.slug === 'free-course')!;
    expect(free.next_action).toBe('completed');
    expect(free.progress.percent).toBe(100);
    expect(free.progress.completed_at).not.toBeNull();
  });

  it('never shows one person’s progress to another', async () => {
    const alice = await learner();
    await finishFirstModule(alice.headers);
    const bob = await learner();
    const training = (await (await get(`${BASE}/free-course`, bob.headers)).json()) as {
      modules: { state: string }[];
    };
    expect(training.modules.map((m) => m.state)).toEqual(['available', 'locked']);
    const module = (await (await get(MODULE, bob.headers)).json()) as {
      module: { parts: { done: boolean; questions: { answer: unknown }[] }[] };
    };
    expect(module.module.parts.every((p) => !p.done)).toBe(true);
    expect(module.module.parts[2]?.questions.every((q) => q.answer === null)).toBe(true);
  });

  describe('access codes', () => {
    async function createCode(body: Record<string, unknown>) {
      return ctx.app.request('/api/platform/access-codes', jsonRequest('POST', body, operator));
    }

    it('creates a code through the operator api: printed once, only its hash stored', async () => {
      const res = await createCode({ training: 'paid-course', uses: 2, expires_at: '2099-12-31' });
      expect(res.status).toBe(201);
      const { code, expires_at } = (await res.json()) as { code: string; expires_at: string };
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(expires_at).toBe('2099-12-31T23:59:59.999Z');
      const rows = await ctx.db.select().from(trainingAccessCodes);
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(JSON.stringify(rows)).not.toContain(code.replaceAll('-', ''));
    });

    it('refuses a code for an unknown or free training, or already expired, and a user session', async () => {
      expect((await createCode({ training: 'nope', uses: 1, expires_at: '2099-01-01' })).status).toBe(422);
      const free = await createCode({ training: 'free-course', uses: 1, expires_at: '2099-01-01' });
      expect(((await free.json()) as { errors: Record<string, string[]> }).errors.training).toBeDefined();
      expect((await createCode({ training: 'paid-course', uses: 1, expires_at: '2000-01-01' })).status).toBe(
        422,
      );
      expect((await createCode({ training: 'paid-course', uses: 0, expires_at: '2099-01-01' })).status).toBe(
        422,
      );
      const { headers } = await learner();
      const asUser = await ctx.app.request(
        '/api/platform/access-codes',
        jsonRequest('POST', { training: 'paid-course', uses: 1, expires_at: '2099-01-01' }, headers),
      );
      expect(asUser.status).toBe(401);
    });

    it('unlocks the payable training with a valid code; again changes nothing', async () => {
      const { code } = (await (
        await createCode({ training: 'paid-course', uses: 1, expires_at: '2099-01-01' })
      ).json()) as { code: string };
      const { headers } = await learner();
      const unlock = await post(`${BASE}/paid-course/unlock`, headers, { code: ` ${code.toLowerCase()} ` });
      expect(unlock.status).toBe(200);
      expect(await unlock.json()).toEqual({ unlocked: true, training: 'paid-course' });
      // The only use is spent, and the same person may send it again.
      expect((await post(`${BASE}/paid-course/unlock`, headers, { code })).status).toBe(200);
      const detail = (await (await get(`${BASE}/paid-course`, headers)).json()) as {
        unlocked: boolean;
        modules: { lock_reason: string | null }[];
      };
      expect(detail.unlocked).toBe(true);
      expect(detail.modules.map((m) => m.lock_reason)).toEqual([null, 'previous_module', 'previous_module']);
      const other = await learner();
      const usedUp = await post(
        `${BASE}/paid-course/unlock`,
        { ...other.headers, 'Accept-Language': 'en' },
        { code },
      );
      expect(usedUp.status).toBe(422);
      expect(((await usedUp.json()) as { errors: Record<string, string[]> }).errors.code).toEqual([
        'This access code has already been used as many times as allowed.',
      ]);
    });

    it('refuses a wrong, expired or other training’s code, and a free training, clearly', async () => {
      const { headers } = await learner();
      const wrong = await post(`${BASE}/paid-course/unlock`, headers, { code: 'AAAA-BBBB-CCCC' });
      expect(wrong.status).toBe(422);
      expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.code).toEqual([
        'Ce code d’accès n’est pas valide pour cette formation.',
      ]);
      const { code } = (await (
        await createCode({ training: 'paid-course', uses: 5, expires_at: '2099-01-01' })
      ).json()) as { code: string };
      ctx.clock.advance(200 * 365 * 24 * 3_600_000);
      try {
        const expired = await post(`${BASE}/paid-course/unlock`, (await learner()).headers, { code });
        expect(expired.status).toBe(422);
        expect(((await expired.json()) as { errors: Record<string, string[]> }).errors.code).toEqual([
          'Ce code d’accès a expiré.',
        ]);
      } finally {
        ctx.clock.advance(-200 * 365 * 24 * 3_600_000);
      }
      expect((await post(`${BASE}/free-course/unlock`, headers, { code })).status).toBe(409);
      expect((await post(`${BASE}/nope/unlock`, headers, { code })).status).toBe(404);
      expect((await post(`${BASE}/paid-course/unlock`, headers, { code: '' })).status).toBe(422);
    });

    it('throttles refused codes per account (429 with Retry-After)', async () => {
      const { headers } = await learner();
      for (let i = 0; i < 3; i += 1)
        expect((await post(`${BASE}/paid-course/unlock`, headers, { code: `WRONG-${i}` })).status).toBe(422);
      const throttled = await post(`${BASE}/paid-course/unlock`, headers, { code: 'WRONG-4' });
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    });
  });
});
