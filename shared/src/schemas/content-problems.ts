import * as v from 'valibot';

/** What is wrong in the content, and where: the file, the path inside it and the reason. */
export interface ContentProblem {
  /** The file, relative to the trainings folder: `j-embarque/modules/bienvenue-a-bord.yaml`. */
  file: string;
  /** Where inside the file: `parts[2].questions[0].max` ('' for the whole file). */
  path: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.path ? ` at ${problem.path}` : ''}: ${problem.message}`;
}

type PathKey = string | number;
const pathText = (keys: readonly PathKey[]) =>
  keys.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${key}` : key),
    '',
  );

function issuesToProblems(file: string, issues: readonly v.BaseIssue<unknown>[]): ContentProblem[] {
  return issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => item.key as PathKey);
    // A missing key's issue names the key in its path; an unknown key is reported by strictObject.
    const missingKey = issue.received === 'undefined' && issue.expected?.startsWith('"');
    const message =
      issue.expected === 'never' ? 'is not a known field' : missingKey ? 'is required' : issue.message;
    return { file, path: pathText(keys), message };
  });
}

/** The value parsed by its schema, or null with its problems added (a missing file is one). */
export function parse<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  file: string,
  problems: ContentProblem[],
): v.InferOutput<S> | null {
  if (value === undefined) {
    problems.push({ file, path: '', message: 'file is missing' });
    return null;
  }
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  problems.push(...issuesToProblems(file, result.issues));
  return null;
}

/** The ids that appear more than once. */
export function duplicates(ids: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const item of ids) (seen.has(item) ? twice : seen).add(item);
  return twice;
}
