/**
 * `pnpm content check`: validates every training under api/content/trainings (docs/content.md)
 * and lists each problem as `<file> at <path>: <reason>`; exit code 1 when there is one.
 *   tsx api/src/cli/content.ts check [folder]
 */
import path from 'node:path';
import { formatProblem } from '@coach/shared/trainings';
import { loadTrainings, TRAININGS_DIR } from '../features/trainings/content-files';

const [command, folder] = process.argv.slice(2).filter((arg) => arg !== '--');
if (command !== 'check') {
  console.error('usage: pnpm content check [folder]   (default: api/content/trainings)');
  process.exit(2);
}
const root = folder ? path.resolve(process.env.INIT_CWD ?? process.cwd(), folder) : TRAININGS_DIR;
const { trainings, problems } = await loadTrainings(root);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${formatProblem(problem)}`);
  console.error(`\n${problems.length} problem(s) in ${path.relative(process.cwd(), root) || root}`);
  process.exit(1);
}
for (const { training, modules } of trainings) {
  const questions = modules.reduce(
    (sum, module) =>
      sum + module.parts.reduce((n, part) => n + (part.kind === 'quiz' ? part.questions.length : 0), 0),
    0,
  );
  console.info(`✓ ${training.slug}: ${modules.length} module(s), ${questions} question(s)`);
}
console.info(`${trainings.length} training(s), no problem`);
