import { sql, type SQL } from 'drizzle-orm';
import type { TrainingContent } from '@coach/shared/trainings';
import { scoreTest, type GivenAnswer } from '../../features/results/score';
import { contentHash } from '../../features/trainings/content-import';
import { dayAt, draw } from './sql-random';

/**
 * Trainings followed (docs/product.md §8.2, §8.3): each member has completed the first
 * `modules_done[t]` modules of each free training, opened the next one, read its reading parts,
 * answered its quizzes; a completed test has a result (and, for some, a retake). The modules,
 * parts and questions are the real content's, so the pages find what they expect.
 */

export interface SeedModule {
  t: number;
  training_slug: string;
  module_slug: string;
  pos: number;
  hash: string;
  parts: string[];
  questions: { id: string; type: string; answers: string[] }[];
}

export interface SeedTest {
  t: number;
  training_slug: string;
  module_slug: string;
  pos: number;
  kind: string;
  hash: string;
  answers: unknown;
  score: unknown;
}

export interface TrainingCatalogue {
  modules: SeedModule[];
  tests: SeedTest[];
  /** Modules per free training, in catalogue order (what the plans draw from). */
  moduleCounts: number[];
}

/** The free trainings of the content (payable ones need an access code first). */
export function trainingCatalogue(contents: readonly TrainingContent[]): TrainingCatalogue {
  const free = contents
    .filter((content) => content.training.access === 'free')
    .sort((a, b) => a.training.order - b.training.order);
  const modules: SeedModule[] = [];
  const tests: SeedTest[] = [];
  free.forEach((content, t) => {
    const hash = contentHash(content);
    content.modules.forEach((module, pos) => {
      const questions = module.parts.flatMap((part) => (part.kind === 'quiz' ? part.questions : []));
      const base = { t, training_slug: content.training.slug, module_slug: module.slug, pos, hash };
      modules.push({
        ...base,
        parts: module.parts.filter((part) => part.kind === 'reading').map((part) => part.id),
        questions: questions.map((q) => ({
          id: q.id,
          type: q.type,
          answers: q.type === 'scale' ? [] : q.answers.map((a) => a.id),
        })),
      });
      if (!module.test || !content.result) return;
      // Every seeded result is this one (the first answer, or 7 of 10): valid for the result pages.
      const given: GivenAnswer[] = questions.map((q) => ({
        questionId: q.id,
        answerIds: q.type === 'scale' ? [] : [q.answers[0]?.id ?? ''],
        value: q.type === 'scale' ? 7 : null,
      }));
      const { kind, score } = scoreTest(content, module, given);
      const answers = given.map((a) => ({ question_id: a.questionId, answers: a.answerIds, value: a.value }));
      tests.push({ ...base, kind, answers, score });
    });
  });
  return { modules, tests, moduleCounts: free.map((content) => content.modules.length) };
}

const MODULES = sql.raw(
  `(t int, training_slug text, module_slug text, pos int, hash text, parts text[], questions jsonb)`,
);

/** The catalogue as two temporary tables of the batch's transaction (read once, not per member). */
export function catalogueTables(catalogue: TrainingCatalogue): SQL[] {
  return [
    sql`CREATE TEMP TABLE seed_modules ON COMMIT DROP AS
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(catalogue.modules)}::jsonb) AS mods${MODULES}`,
    sql`CREATE TEMP TABLE seed_tests ON COMMIT DROP AS
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(catalogue.tests)}::jsonb)
          AS tests(t int, training_slug text, module_slug text, pos int, kind text, hash text, answers jsonb, score jsonb)`,
  ];
}

export function trainingStatements(seed: string, anchor: string): SQL[] {
  const modules = sql`seed_modules mods`;
  const done = sql`mods.pos < m.modules_done[mods.t + 1]`;
  const opened = sql`(${done} OR (mods.pos = m.modules_done[mods.t + 1] AND m.modules_done[mods.t + 1] > 0))`;
  // A module a week, ending about now: the later modules closer to the anchor.
  const at = (hour: number) =>
    dayAt(anchor, sql`greatest(0, m.history_days - 7 * (mods.pos + 1) - 3 * mods.t)`, hour);
  return [
    sql`INSERT INTO training_module_progress (user_id, training_slug, module_slug, started_at, completed_at, completed_hash)
        SELECT m.id, mods.training_slug, mods.module_slug, ${at(12)},
          CASE WHEN ${done} THEN ${at(13)} END, CASE WHEN ${done} THEN mods.hash END
        FROM seed_members m JOIN ${modules} ON ${opened}`,
    sql`INSERT INTO training_reads (user_id, training_slug, module_slug, part_id, read_at)
        SELECT m.id, mods.training_slug, mods.module_slug, part, ${at(12)}
        FROM seed_members m JOIN ${modules} ON ${done}, unnest(mods.parts) part`,
    sql`INSERT INTO training_answers (user_id, training_slug, module_slug, question_id, answer_ids, value, answered_at)
        SELECT m.id, mods.training_slug, mods.module_slug, q.id,
          CASE WHEN q.type = 'scale' THEN '{}'::text[]
            ELSE ARRAY[q.answers[1 + floor(${draw('k.h', 0)} * cardinality(q.answers))::int]] END,
          CASE WHEN q.type = 'scale' THEN floor(${draw('k.h', 1)} * 11)::smallint END, ${at(13)}
        FROM seed_members m JOIN ${modules} ON ${done},
          jsonb_to_recordset(mods.questions) AS q(id text, type text, answers text[]),
          LATERAL (SELECT md5(${seed} || ':q:' || m.idx || ':' || mods.module_slug || ':' || q.id) AS h) k`,
    sql`INSERT INTO test_results (id, user_id, training_slug, kind, module_slug, content_hash, answers, score, created_at)
        SELECT md5(${seed} || ':r:' || m.idx || ':' || tests.module_slug || ':' || n)::uuid, m.id,
          tests.training_slug, tests.kind, tests.module_slug, tests.hash, tests.answers, tests.score,
          ${dayAt(anchor, sql`greatest(0, m.history_days - 7 * (tests.pos + 1) - 3 * tests.t - 30 * n)`, 13)}
            + n * interval '1 minute'
        FROM seed_members m
          JOIN seed_tests tests ON tests.pos < m.modules_done[tests.t + 1],
          generate_series(0, m.retakes) n`,
  ];
}
