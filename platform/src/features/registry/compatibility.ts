import fs from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { RegistryError } from './repository';

/**
 * The compatibility gate (ARCHITECTURE §3, issue 6): a remote release goes live only on a shell
 * that can run it. The facts come from the builds (tooling/webpack/platform-facts.cjs): the
 * shell's `builds/meta/<id>.json` says what it provides, each remote's `coach-release.json` what
 * it requires.
 */

/** What the live shell provides to remotes. */
export interface ShellFacts {
  buildId: string;
  contractVersion: string;
  /** Shared singleton → the exact version the shell provides. */
  provides: Record<string, string>;
  /** Library the shell provides tree-shaken → the exports it keeps. */
  treeShaken: Record<string, string[]>;
}

/** What a remote build needs (`coach-release.json`). */
export interface ReleaseFacts {
  contractVersion: string;
  /** Shared singleton → the semver range it needs. */
  requires: Record<string, string>;
  /** Tree-shaken shared library → the exports it uses. */
  treeShaken: Record<string, string[]>;
}

export interface CompatibilityProblem {
  /** The dependency at fault (`react`, `react-router`, …) or `contract`. */
  dependency: string;
  /** One line: the dependency, what the release needs and what the shell provides. */
  message: string;
}

/** A build id as `builds/latest.json` names it; also a file name under `builds/meta/`. */
export const BUILD_ID = /^[\w-]{1,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringMap(value: unknown, what: string): Record<string, string> {
  if (!isRecord(value)) throw new Error(`${what} is not an object`);
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw new Error(`${what}.${key} is not a string`);
    out[key] = item;
  }
  return out;
}

function exportLists(value: unknown, what: string): Record<string, string[]> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new Error(`${what} is not an object`);
  const out: Record<string, string[]> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(item) || !item.every((name) => typeof name === 'string')) {
      throw new Error(`${what}.${key} is not a list of export names`);
    }
    out[key] = [...(item as string[])];
  }
  return out;
}

/** Parses a remote's `coach-release.json`; throws RegistryError('invalid_release') when malformed. */
export function parseReleaseFacts(value: unknown): ReleaseFacts {
  try {
    if (!isRecord(value)) throw new Error('it is not a JSON object');
    if (typeof value.contractVersion !== 'string') throw new Error('contractVersion is missing');
    return {
      contractVersion: value.contractVersion,
      requires: stringMap(value.requires, 'requires'),
      treeShaken: exportLists(value.treeShaken, 'treeShaken'),
    };
  } catch (error) {
    throw new RegistryError(
      'invalid_release',
      `coach-release.json is malformed (${error instanceof Error ? error.message : String(error)}): rebuild the remote with the platform's webpack config.`,
    );
  }
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
}

/**
 * What the live shell provides: `SHELL_DIST/builds/latest.json` names the build, its
 * `builds/meta/<id>.json` carries `platform`. Throws RegistryError('incompatible') when it cannot
 * be read: without it nothing can be checked, so nothing goes live.
 */
export async function readLiveShellFacts(shellDist: string): Promise<ShellFacts> {
  const refuse = (why: string) =>
    new RegistryError('incompatible', `Cannot check compatibility: ${why}.`, {
      shell: [`Cannot check compatibility: ${why}.`],
    });
  let id: unknown;
  try {
    id = ((await readJson(path.join(shellDist, 'builds', 'latest.json'))) as { id?: unknown }).id;
  } catch {
    throw refuse(`the live shell's builds/latest.json cannot be read in ${shellDist} (is the shell built?)`);
  }
  if (typeof id !== 'string' || !BUILD_ID.test(id))
    throw refuse("the live shell's builds/latest.json names no build id");
  let platform: unknown;
  try {
    platform = (
      (await readJson(path.join(shellDist, 'builds', 'meta', `${id}.json`))) as { platform?: unknown }
    ).platform;
  } catch {
    throw refuse(`builds/meta/${id}.json of the live shell cannot be read`);
  }
  if (!isRecord(platform) || typeof platform.contractVersion !== 'string') {
    throw refuse(`the live shell build ${id} records no platform facts (rebuild the shell)`);
  }
  try {
    return {
      buildId: id,
      contractVersion: platform.contractVersion,
      provides: stringMap(platform.provides, 'provides'),
      treeShaken: exportLists(platform.treeShaken, 'treeShaken'),
    };
  } catch (error) {
    throw refuse(
      `the live shell build ${id} has malformed platform facts (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/**
 * Everything that stops `release` from running on `shell`, most fundamental first (contract, then
 * singletons in the release's order, then tree-shaken exports). Empty: compatible.
 * - contract: the majors must match (the shell checks the same at load time);
 * - each singleton the release requires: the shell provides a version inside its range;
 * - each library the shell provides tree-shaken: the release uses only exports the shell keeps
 *   (otherwise Module Federation would look for a separate full build that nobody serves).
 */
export function compatibilityProblems(
  label: string,
  release: ReleaseFacts,
  shell: ShellFacts,
): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  const shellName = `the live shell (build ${shell.buildId})`;

  const releaseContract = semver.coerce(release.contractVersion);
  const shellContract = semver.coerce(shell.contractVersion);
  if (!releaseContract || !shellContract || releaseContract.major !== shellContract.major) {
    problems.push({
      dependency: 'contract',
      message: `contract: ${label} is built for contract ${release.contractVersion}, ${shellName} speaks ${shell.contractVersion} (the major versions must match).`,
    });
  }

  for (const [name, range] of Object.entries(release.requires)) {
    const provided = shell.provides[name];
    if (provided === undefined) {
      problems.push({
        dependency: name,
        message: `${name}: ${label} needs ${range}, ${shellName} does not provide it.`,
      });
      continue;
    }
    if (semver.validRange(range) === null) {
      problems.push({
        dependency: name,
        message: `${name}: ${label} declares an invalid range "${range}" (the shell provides ${provided}).`,
      });
      continue;
    }
    if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push({
        dependency: name,
        message: `${name}: ${label} needs ${range}, ${shellName} provides ${provided}.`,
      });
    }
  }

  for (const [name, kept] of Object.entries(shell.treeShaken)) {
    if (!Object.hasOwn(release.requires, name)) continue; // the release does not use it
    const used = release.treeShaken[name];
    if (!used) {
      problems.push({
        dependency: name,
        message: `${name}: ${label} needs the whole library, ${shellName} provides it tree-shaken to ${kept.length} exports.`,
      });
      continue;
    }
    const missing = used.filter((name) => !kept.includes(name)).sort();
    if (missing.length > 0) {
      problems.push({
        dependency: name,
        message: `${name}: ${label} uses ${missing.join(', ')}, which ${shellName} does not provide (its tree-shaken ${name} keeps ${kept.length} exports).`,
      });
    }
  }
  return problems;
}

/** Throws RegistryError('incompatible') naming the first problem (every problem per field). */
export function assertCompatible(label: string, release: ReleaseFacts, shell: ShellFacts): void {
  const problems = compatibilityProblems(label, release, shell);
  const first = problems[0];
  if (!first) return;
  const fields: Record<string, string[]> = {};
  for (const problem of problems) (fields[problem.dependency] ??= []).push(problem.message);
  const more =
    problems.length > 1 ? ` (${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  throw new RegistryError('incompatible', `${first.message}${more}`, fields);
}
