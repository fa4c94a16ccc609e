// README's table of operator commands ("Operating the platform"), written from the commands'
// declarations (scripts/platform/commands/index.mjs) between the two markers below, so that the
// table, the usage and the parser cannot drift apart. `node scripts/platform/readme-table.mjs`
// rewrites it; `--check` exits 1 when README.md differs (tooling/checks/readme-operator-commands.test.cjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/apps.mjs';
import { markdownTable } from '../lib/text-table.mjs';
import { usageOf } from './args.mjs';
import { COMMANDS } from './commands/index.mjs';

const README = path.join(ROOT, 'README.md');
const START =
  '<!-- operator commands: generated from scripts/platform/commands (node scripts/platform/readme-table.mjs) -->';
const END = '<!-- /operator commands -->';

/** The table between its markers, as prettier lays it out. */
export function operatorTable() {
  const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');
  const rows = COMMANDS.map((command) => [
    cell(`\`pnpm platform ${usageOf(command)}\``),
    cell(command.summary),
  ]);
  return [START, '', markdownTable(['command', 'what it does'], rows), '', END].join('\n');
}

/** README.md with its operator table as the declarations say; fails when the markers are missing. */
export function readmeWithTable(/** @type {string} */ readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END, start);
  if (start === -1 || end === -1) throw new Error(`README.md has no "${START}" … "${END}" markers`);
  return `${readme.slice(0, start)}${operatorTable()}${readme.slice(end + END.length)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const readme = readFileSync(README, 'utf8');
  const expected = readmeWithTable(readme);
  if (process.argv.includes('--check')) {
    if (readme !== expected) {
      console.error(
        "README.md's table of operator commands differs from scripts/platform/commands: run node scripts/platform/readme-table.mjs",
      );
      process.exitCode = 1;
    }
  } else if (readme !== expected) {
    writeFileSync(README, expected);
    console.log('README.md: the table of operator commands rewritten');
  }
}
