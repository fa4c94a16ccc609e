import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_FACTS, SHELL_PLATFORM, writeShellBuild } from '../../testing/release-fixtures';
import {
  assertCompatible,
  compatibilityProblems,
  parseReleaseFacts,
  readLiveShellFacts,
  type ReleaseFacts,
  type ShellFacts,
} from './compatibility';
import { RegistryError } from './repository';
import { tempFolderFor } from '../../testing/temp-folder';

const SHELL: ShellFacts = { buildId: 'b1', ...SHELL_PLATFORM };
const LABEL = 'mfe_trainings@1.1.0';
const release = (changes: Partial<ReleaseFacts> = {}): ReleaseFacts => ({ ...RELEASE_FACTS, ...changes });

describe('compatibility gate', () => {
  it('accepts a release whose ranges, contract and exports the shell meets', () => {
    expect(compatibilityProblems(LABEL, release(), SHELL)).toEqual([]);
    expect(() => assertCompatible(LABEL, release(), SHELL)).not.toThrow();
  });

  it('refuses a singleton range the shell cannot meet, naming it, the range and what the shell provides', () => {
    const facts = release({ requires: { ...RELEASE_FACTS.requires, react: '^20.0.0' } });
    expect(compatibilityProblems(LABEL, facts, SHELL)).toEqual([
      {
        dependency: 'react',
        message: 'react: mfe_trainings@1.1.0 needs ^20.0.0, the live shell (build b1) provides 19.3.1.',
      },
    ]);
    let thrown: unknown;
    try {
      assertCompatible(LABEL, facts, SHELL);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RegistryError);
    expect(thrown).toMatchObject({
      code: 'incompatible',
      message: 'react: mfe_trainings@1.1.0 needs ^20.0.0, the live shell (build b1) provides 19.3.1.',
      fields: {
        react: ['react: mfe_trainings@1.1.0 needs ^20.0.0, the live shell (build b1) provides 19.3.1.'],
      },
    });
  });

  it.each([
    ['react-router', '^9.0.0', '8.5.1'],
    ['zustand', '~5.0.0', '5.1.0'],
    ['i18next', '>=28', '27.1.2'],
    ['react-dom', '19.2.0', '19.3.1'],
    ['@coach/shared', '^2.0.0', '1.0.0'],
  ])('checks %s (needs %s, shell has %s)', (name, range, provided) => {
    const problems = compatibilityProblems(
      LABEL,
      release({ requires: { ...RELEASE_FACTS.requires, [name]: range } }),
      SHELL,
    );
    expect(problems.map((p) => p.message)).toEqual([
      `${name}: ${LABEL} needs ${range}, the live shell (build b1) provides ${provided}.`,
    ]);
  });

  it('accepts any range the provided version satisfies', () => {
    const requires = { ...RELEASE_FACTS.requires, react: '>=19.0.0 <20', zustand: '5.x', i18next: '^27.0.0' };
    expect(compatibilityProblems(LABEL, release({ requires }), SHELL)).toEqual([]);
  });

  it('refuses a singleton the shell does not provide, and an invalid range', () => {
    const problems = compatibilityProblems(
      LABEL,
      release({ requires: { 'left-pad': '^1.0.0', react: 'not a range' } }),
      SHELL,
    );
    expect(problems.map((p) => p.dependency)).toEqual(['left-pad', 'react']);
    expect(problems[0]?.message).toBe(
      'left-pad: mfe_trainings@1.1.0 needs ^1.0.0, the live shell (build b1) does not provide it.',
    );
    expect(problems[1]?.message).toContain('invalid range "not a range"');
  });

  it('refuses another contract major, first', () => {
    const problems = compatibilityProblems(
      LABEL,
      release({ contractVersion: '2.0.0', requires: { react: '^20.0.0' } }),
      SHELL,
    );
    expect(problems[0]).toEqual({
      dependency: 'contract',
      message:
        'contract: mfe_trainings@1.1.0 is built for contract 2.0.0, the live shell (build b1) speaks 1.0.0 (the major versions must match).',
    });
    expect(compatibilityProblems(LABEL, release({ contractVersion: '1.4.0' }), SHELL)).toEqual([]);
    expect(() =>
      assertCompatible(LABEL, release({ contractVersion: '2.0.0', requires: { react: '^20' } }), SHELL),
    ).toThrow(/^contract: .* \(1 more problem\)$/);
  });

  it('refuses exports the shell does not keep in a tree-shaken library, and a need for the whole library', () => {
    const extra = release({
      treeShaken: { ...RELEASE_FACTS.treeShaken, 'react-router': ['Link', 'useRevalidator', 'Form'] },
    });
    expect(compatibilityProblems(LABEL, extra, SHELL)).toEqual([
      {
        dependency: 'react-router',
        message: `react-router: ${LABEL} uses Form, useRevalidator, which the live shell (build b1) does not provide (its tree-shaken react-router keeps 6 exports).`,
      },
    ]);
    const whole = release({ treeShaken: { 'react-router': ['Link'] } });
    expect(compatibilityProblems(LABEL, whole, SHELL)).toEqual([
      {
        dependency: 'react-i18next',
        message: `react-i18next: ${LABEL} needs the whole library, the live shell (build b1) provides it tree-shaken to 2 exports.`,
      },
    ]);
  });

  it('parses coach-release.json and refuses a malformed one', () => {
    expect(parseReleaseFacts(RELEASE_FACTS)).toEqual(RELEASE_FACTS);
    expect(parseReleaseFacts({ contractVersion: '1.0.0', requires: {} })).toEqual({
      contractVersion: '1.0.0',
      requires: {},
      treeShaken: {},
    });
    expect(() => parseReleaseFacts({ requires: {} })).toThrow(
      /coach-release.json is malformed \(contractVersion is missing\)/,
    );
    expect(() => parseReleaseFacts({ contractVersion: '1', requires: { react: 19 } })).toThrow(
      /requires.react is not a string/,
    );
    expect(() => parseReleaseFacts([])).toThrow(RegistryError);
  });

  describe('reading the live shell', () => {
    const dist = tempFolderFor('coach-shell-');

    it('follows builds/latest.json to the build meta', async () => {
      await writeShellBuild(dist(), 'old', { ...SHELL_PLATFORM, provides: { react: '18.0.0' } });
      await writeShellBuild(dist(), 'abc123');
      expect(await readLiveShellFacts(dist())).toEqual({
        buildId: 'abc123',
        contractVersion: SHELL_PLATFORM.contractVersion,
        provides: SHELL_PLATFORM.provides,
        treeShaken: SHELL_PLATFORM.treeShaken,
      });
    });

    it('refuses clearly when the shell is not built or has no facts', async () => {
      await expect(readLiveShellFacts(dist())).rejects.toThrow(
        /Cannot check compatibility: the live shell's builds\/latest.json cannot be read/,
      );
      await fs.mkdir(path.join(dist(), 'builds', 'meta'), { recursive: true });
      await fs.writeFile(path.join(dist(), 'builds', 'latest.json'), JSON.stringify({ id: 'x1' }));
      await expect(readLiveShellFacts(dist())).rejects.toThrow(
        'Cannot check compatibility: builds/meta/x1.json of the live shell cannot be read.',
      );
      await fs.writeFile(
        path.join(dist(), 'builds', 'meta', 'x1.json'),
        JSON.stringify({ id: 'x1', timestamp: 1 }),
      );
      await expect(readLiveShellFacts(dist())).rejects.toThrow(
        'the live shell build x1 records no platform facts (rebuild the shell)',
      );
      await fs.writeFile(
        path.join(dist(), 'builds', 'latest.json'),
        JSON.stringify({ id: '../../etc/passwd' }),
      );
      await expect(readLiveShellFacts(dist())).rejects.toThrow('names no build id');
    });
  });
});
