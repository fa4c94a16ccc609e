import { DEEP_LISTS, withQuery, type ApiCall, type Discovered } from './read-paths';

/**
 * Finds, by asking the api as the signed-in member, what the calls of read-paths.ts name: a
 * training and a module they opened, a question and their answer, a result, a commitment, a team
 * member (leaders), and a calendar feed URL made for the run. Transport-free: the EXPLAIN test
 * asks the app in process, the bench over HTTP.
 */

export type Ask = (
  call: Pick<ApiCall, 'method' | 'path' | 'body'>,
) => Promise<{ status: number; body: unknown }>;

type Json = Record<string, unknown>;
const list = (value: unknown, key: string): Json[] =>
  ((value as Json | null)?.[key] as Json[] | undefined) ?? [];

async function getJson(ask: Ask, path: string): Promise<unknown> {
  const answer = await ask({ method: 'GET', path });
  return answer.status === 200 ? answer.body : null;
}

interface QuizQuestion {
  id: string;
  type: string;
  answers?: { id: string }[];
  answer: { answers: string[]; value: number | null } | null;
}

/** The member's own answer to the question, sent again; else a valid first answer. */
function answerBody(question: QuizQuestion): unknown {
  if (question.type === 'scale') return { value: question.answer?.value ?? 7 };
  return { answers: question.answer?.answers ?? [question.answers?.[0]?.id ?? ''] };
}

async function trainingPart(ask: Ask) {
  const training = list(await getJson(ask, '/api/dashboard/trainings'), 'trainings')[0];
  const trainingSlug = (training?.slug as string | undefined) ?? null;
  if (!trainingSlug) return { trainingSlug, moduleSlug: null, answer: null };
  const modules = list(await getJson(ask, `/api/dashboard/trainings/${trainingSlug}`), 'modules');
  const module = modules.find((m) => m.state !== 'locked');
  const moduleSlug = (module?.slug as string | undefined) ?? null;
  if (!moduleSlug) return { trainingSlug, moduleSlug, answer: null };
  const page = (await getJson(ask, `/api/dashboard/trainings/${trainingSlug}/modules/${moduleSlug}`)) as {
    module?: { parts?: { questions?: QuizQuestion[] }[] };
  } | null;
  const question = page?.module?.parts?.flatMap((part) => part.questions ?? [])[0];
  return {
    trainingSlug,
    moduleSlug,
    answer: question ? { questionId: question.id, body: answerBody(question) } : null,
  };
}

/**
 * Per list of the role, the `next` after its first 100 rows (a deep page); a shorter list: after
 * its first row, still a read by cursor.
 */
async function deepCursors(ask: Ask, today: string, leader: boolean): Promise<Record<string, string>> {
  const deep: Record<string, string> = {};
  for (const deepList of DEEP_LISTS.filter((entry) => entry.leader === leader || !entry.leader)) {
    for (const perPage of [100, 1]) {
      const page = (await getJson(
        ask,
        withQuery(deepList.path(today), `page=1&per_page=${perPage}`),
      )) as Json | null;
      if (typeof page?.next === 'string') {
        deep[deepList.name] = page.next;
        break;
      }
    }
  }
  return deep;
}

export async function discover(ask: Ask, options: { today: string; leader: boolean }): Promise<Discovered> {
  const { today } = options;
  const result = list(await getJson(ask, '/api/dashboard/results?page=1&per_page=1'), 'items')[0];
  const commitment = list(
    await getJson(ask, `/api/dashboard/commitments?today=${today}&status=all&page=1&per_page=1`),
    'items',
  )[0];
  const member = options.leader
    ? list(await getJson(ask, '/api/dashboard/team/members?page=1&per_page=1'), 'items')[0]
    : undefined;
  const feed = await ask({ method: 'POST', path: '/api/dashboard/calendar_feed' });
  const feedUrl = (feed.body as Json | null)?.url;
  return {
    today,
    ...(await trainingPart(ask)),
    resultId: (result?.id as string | undefined) ?? null,
    commitment: commitment
      ? {
          id: commitment.id as string,
          body: {
            text: commitment.text,
            due_date: commitment.due_date,
            repeat_weekly: commitment.repeat_weekly,
            life_area: commitment.life_area,
            step_id: commitment.step_id,
            done_through: commitment.due_date,
          },
        }
      : null,
    memberId: (member?.id as string | undefined) ?? null,
    feedPath: typeof feedUrl === 'string' ? new URL(feedUrl).pathname : null,
    deep: await deepCursors(ask, today, options.leader),
  };
}
