// The e2e member's data, set up through the api for scripts/bench-inp.mjs: the state each
// measured interaction starts from, the same whether the platform is new or has been benched
// before (every step is idempotent). Interior weather keeps one entry a day, and recording
// another mood replaces it (the life GPS browser test: Top then Not Top keeps Not Top), so the
// bench taps Top and Not Top in turn without another member.
import { call } from '../../e2e/support/session.mjs';

export const BENCH_TRAINING = 'j-embarque';
/** The training's first module, completed here so that the second one opens. */
const FIRST_MODULE = 'bienvenue-a-bord';
/** A test module: a reading, then two quizzes of eight questions. */
export const QUIZ_MODULE = 'quel-type-de-capitaine';
/** The commitment the bench marks done and back (found again by its text on a later run). */
export const BENCH_COMMITMENT = 'Relire mes notes de la semaine (bench)';

/** YYYY-MM-DD in this machine's time zone, the one the browser runs in too. */
export function localDay() {
  const now = new Date();
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * An api call that must succeed.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} pathname
 * @param {{ method?: string, body?: unknown }} [options]
 */
async function must(baseUrl, token, pathname, options = {}) {
  const result = await call(baseUrl, pathname, { ...options, token });
  if (result.status >= 300)
    throw new Error(`${options.method ?? 'GET'} ${pathname}: ${result.status} ${result.text.slice(0, 300)}`);
  return result.json;
}

/**
 * A valid answer to a question: the first choice (or as many as a multiple choice needs), 7 on a scale.
 * @param {{ type: string, min: number, answers: { id: string }[] }} question
 */
const validAnswer = (question) =>
  question.type === 'scale'
    ? { value: 7 }
    : {
        answers: question.answers.slice(0, question.type === 'multiple' ? question.min : 1).map((a) => a.id),
      };

/**
 * The module as the player reads it (its parts, questions and answers, in French).
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} module
 */
export function readModule(baseUrl, token, module) {
  return must(baseUrl, token, `/api/dashboard/trainings/${BENCH_TRAINING}/modules/${module}?locale=fr`);
}

/**
 * Reads a module's readings and answers its quizzes, all of them or the first one only.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} module
 * @param {'all' | 'first'} quizzes
 */
async function follow(baseUrl, token, module, quizzes) {
  const base = `/api/dashboard/trainings/${BENCH_TRAINING}/modules/${module}`;
  const detail = await readModule(baseUrl, token, module);
  const firstQuiz = detail.module.parts.find((/** @type {{ kind: string }} */ part) => part.kind === 'quiz');
  for (const part of detail.module.parts) {
    if (part.kind === 'reading') {
      if (!part.done) await must(baseUrl, token, `${base}/parts/${part.id}/read`, { method: 'POST' });
    } else if (quizzes === 'all' || part === firstQuiz) {
      for (const question of part.questions)
        await must(baseUrl, token, `${base}/questions/${question.id}/answer`, {
          method: 'PUT',
          body: validAnswer(question),
        });
    }
  }
  return detail;
}

/**
 * Puts the member's data in the state the bench starts from: today's interior weather recorded
 * (Top); one open commitment due today; in J'embarque the first module completed and, in the
 * test module, the reading read and the first quiz answered (the player opens on the second quiz,
 * and Next from the first quiz to the second saves answers without completing the module).
 * @param {string} baseUrl
 * @param {string} token
 * @returns {Promise<{ commitmentId: string }>}
 */
export async function furnishMember(baseUrl, token) {
  const today = localDay();
  await must(baseUrl, token, `/api/dashboard/interior_weather/${today}`, {
    method: 'PUT',
    body: { mood: 'top', note: null },
  });

  const all = await must(baseUrl, token, `/api/dashboard/commitments?status=all&today=${today}&per_page=100`);
  let commitment = all.items.find((/** @type {{ text: string }} */ item) => item.text === BENCH_COMMITMENT);
  const payload = { text: BENCH_COMMITMENT, due_date: today, repeat_weekly: false, done_through: null };
  if (!commitment)
    commitment = await must(baseUrl, token, '/api/dashboard/commitments', { method: 'POST', body: payload });
  else
    await must(baseUrl, token, `/api/dashboard/commitments/${commitment.id}`, {
      method: 'PUT',
      body: { ...payload, life_area: null, step_id: null },
    });

  const first = await readModule(baseUrl, token, FIRST_MODULE);
  if (first.module.state !== 'completed') {
    await follow(baseUrl, token, FIRST_MODULE, 'all');
    await must(
      baseUrl,
      token,
      `/api/dashboard/trainings/${BENCH_TRAINING}/modules/${FIRST_MODULE}/complete`,
      {
        method: 'POST',
      },
    );
  }
  const quiz = await readModule(baseUrl, token, QUIZ_MODULE);
  if (quiz.module.state === 'completed')
    throw new Error(`${QUIZ_MODULE} is completed for this member: its answers can no longer change`);
  await follow(baseUrl, token, QUIZ_MODULE, 'first');
  return { commitmentId: commitment.id };
}
