import type { CaptainTypeScore, LifeGpsScore, ResultSummary, TestResult } from '@coach/shared/results';
import type { LocalizedText, TrainingContent } from '@coach/shared/trainings';
import type { Language } from '@coach/server-kit/i18n/i18n';
import type { ResultRow } from './repository';

const say = (text: LocalizedText, lang: Language) => text[lang];

function trainingOf(row: ResultRow, content: TrainingContent, lang: Language) {
  return { slug: row.trainingSlug, title: say(content.training.title, lang), test_module: row.moduleSlug };
}

/**
 * A stored result as its page shows it, in the request's language. The texts (type portraits,
 * area names) come from the revision the test was answered against, so a result reads the same
 * later; a type or area since removed from that revision cannot happen (revisions never change).
 */
export function resultView(row: ResultRow, content: TrainingContent, lang: Language): TestResult {
  const base = {
    id: row.id,
    training: trainingOf(row, content, lang),
    created_at: row.createdAt.toISOString(),
  };
  const result = content.result;
  if (row.kind === 'j-embarque' && result?.kind === 'j-embarque') {
    const score = row.score as CaptainTypeScore;
    const scores = new Map(score.scores.map((entry) => [entry.id, entry]));
    return {
      ...base,
      kind: 'j-embarque',
      types: result.dimensions.map((dimension) => ({
        id: dimension.id,
        name: say(dimension.name, lang),
        tagline: say(dimension.tagline, lang),
        portrait: say(dimension.portrait, lang),
        strengths: dimension.strengths.map((item) => say(item, lang)),
        watch_outs: dimension.watch_outs.map((item) => say(item, lang)),
        points: scores.get(dimension.id)?.points ?? 0,
        percent: scores.get(dimension.id)?.percent ?? 0,
      })),
      main: score.main,
      secondary: score.secondary,
    };
  }
  if (row.kind === 'my_life_gps' && result?.kind === 'my_life_gps') {
    const score = row.score as LifeGpsScore;
    const rated = new Map(score.areas.map((area) => [area.id, area]));
    return {
      ...base,
      kind: 'my_life_gps',
      areas: result.areas.map((area) => {
        const { now = 0, wished = 0, gap = 0 } = rated.get(area.id) ?? {};
        return { id: area.id, name: say(area.name, lang), hint: say(area.hint, lang), now, wished, gap };
      }),
      largest_gaps: score.largestGaps.map((area) => area.id),
    };
  }
  throw new Error(`result ${row.id}: kind ${row.kind} does not match its content revision`);
}

/** One line of `/result`: the headline is the main type, or the area with the largest gap. */
export function resultSummary(row: ResultRow, content: TrainingContent, lang: Language): ResultSummary {
  const view = resultView(row, content, lang);
  let headline: string | null;
  if (view.kind === 'j-embarque') headline = view.types.find((type) => type.id === view.main)?.name ?? null;
  else headline = view.areas.find((area) => area.id === view.largest_gaps[0])?.name ?? null;
  return {
    id: view.id,
    kind: view.kind,
    training: view.training,
    created_at: view.created_at,
    headline,
  };
}
