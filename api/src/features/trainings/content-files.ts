import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import {
  checkTrainings,
  type ContentProblem,
  type TrainingContent,
  type TrainingFolder,
} from '@coach/shared/trainings';
import { API_ROOT } from '../../paths';

/** Where the trainings are authored (docs/content.md). */
export const TRAININGS_DIR = path.join(API_ROOT, 'content', 'trainings');

interface ReadFile {
  value: unknown;
  problem: ContentProblem | null;
}

async function readYaml(root: string, relative: string): Promise<ReadFile> {
  let source: string;
  try {
    source = await fs.readFile(path.join(root, relative), 'utf8');
  } catch {
    return { value: undefined, problem: null };
  }
  try {
    // One document per file; YAML's own aliases stay off (no surprise sharing between texts).
    return { value: parseYaml(source, { maxAliasCount: 0 }) ?? {}, problem: null };
  } catch (error) {
    const where = error instanceof YAMLParseError && error.linePos ? `line ${error.linePos[0].line}` : '';
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { value: null, problem: { file: relative, path: where, message: `is not valid YAML: ${reason}` } };
  }
}

/** The files `training.yaml` names (its cover), when the name is a plain file of the folder. */
async function namedFiles(root: string, name: string, training: unknown): Promise<Record<string, string>> {
  const cover = (training as { cover?: unknown } | null | undefined)?.cover;
  if (typeof cover !== 'string' || !/^[a-z0-9-]+\.svg$/.test(cover)) return {};
  try {
    return { [cover]: await fs.readFile(path.join(root, name, cover), 'utf8') };
  } catch {
    return {};
  }
}

/**
 * Reads every training folder under `root` (YAML parsed, nothing validated) and checks them:
 * the trainings in catalogue order, and every problem naming its file and path.
 */
export async function loadTrainings(
  root: string = TRAININGS_DIR,
): Promise<{ trainings: TrainingContent[]; problems: ContentProblem[] }> {
  let entries: string[];
  try {
    entries = (await fs.readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return {
      trainings: [],
      problems: [{ file: root, path: '', message: 'the trainings folder does not exist' }],
    };
  }
  const folders: TrainingFolder[] = [];
  const yamlProblems: ContentProblem[] = [];
  for (const name of entries) {
    const training = await readYaml(root, `${name}/training.yaml`);
    const result = await readYaml(root, `${name}/result.yaml`);
    const modules: Record<string, unknown> = {};
    const moduleFiles = (await fs.readdir(path.join(root, name, 'modules')).catch(() => [] as string[]))
      .filter((f) => /\.ya?ml$/.test(f))
      .sort();
    for (const file of moduleFiles) {
      const read = await readYaml(root, `${name}/modules/${file}`);
      if (read.problem) yamlProblems.push(read.problem);
      else modules[file] = read.value;
    }
    for (const read of [training, result]) if (read.problem) yamlProblems.push(read.problem);
    if (training.problem || result.problem) continue;
    folders.push({
      name,
      training: training.value,
      modules,
      result: result.value,
      files: await namedFiles(root, name, training.value),
    });
  }
  const checked = checkTrainings(folders);
  return { trainings: checked.trainings, problems: [...yamlProblems, ...checked.problems] };
}
