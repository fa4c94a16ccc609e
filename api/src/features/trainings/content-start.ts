import { formatProblem } from '@coach/shared/trainings';
import type { Db } from '@coach/server-kit/db/types';
import { loadTrainings, TRAININGS_DIR } from './content-files';
import { importTrainings, type ImportSummary } from './content-import';

/**
 * At start: the content files checked and imported (docs/content.md). A bad file stops the
 * start with every problem listed, as `pnpm content check` lists them.
 */
export async function importTrainingContent(
  db: Db,
  root: string = TRAININGS_DIR,
  now = new Date(),
): Promise<ImportSummary> {
  const { trainings, problems } = await loadTrainings(root);
  if (problems.length > 0) {
    throw new Error(
      `the training content has ${problems.length} problem(s) (pnpm content check):\n${problems.map(formatProblem).join('\n')}`,
    );
  }
  return importTrainings(db, trainings, now);
}
