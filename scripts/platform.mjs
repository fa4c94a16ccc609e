// `pnpm platform <command>`: the operator's command line. It talks to the running platform's
// operator api (/api/platform, operator token) — never to the database — so it works the same
// against `npm start` on this machine and against production (PLATFORM_URL). Every refusal ends
// with a non-zero exit code and one line saying why. See docs/operating.md.
import { REMOTE_DIRS } from './lib/apps.mjs';
import { parseCommandLine, usageOf } from './platform/args.mjs';
import { COMMANDS, commandNamed } from './platform/commands/index.mjs';
import { createContext } from './platform/context.mjs';
import { Refusal, UsageError, oneLine } from './platform/errors.mjs';

const HELP_WORDS = ['help', '--help', '-h'];

function help() {
  return [
    'usage: pnpm platform <command> [options]   (every command also takes --as <operator>)',
    '',
    ...COMMANDS.flatMap((command) => [`  ${usageOf(command)}`, `      ${command.summary}`]),
    '',
    'PLATFORM_URL (default http://localhost:8080); operator token: PLATFORM_OPERATOR_TOKEN or <DATA_DIR>/operator-token.',
    `Remotes: ${REMOTE_DIRS.join(', ')}. Details: docs/operating.md`,
  ].join('\n');
}

/** What a command's failure prints, and its exit code (2: the command line, 1: refused or failed). */
function failure(/** @type {unknown} */ error, /** @type {string} */ usage) {
  if (error instanceof UsageError) {
    const message = oneLine(error.message);
    const line = `usage: pnpm platform ${usage}`;
    return { code: 2, line: message === usage ? `✗ ${line}` : `✗ ${message}  (${line})` };
  }
  if (error instanceof Refusal) return { code: 1, line: `✗ refused: ${oneLine(error.message)}` };
  return { code: 1, line: `✗ failed: ${oneLine(error instanceof Error ? error.message : String(error))}` };
}

async function main(/** @type {string[]} */ argv) {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [name, ...rest] = args;
  if (!name || HELP_WORDS.includes(name)) {
    console.log(help());
    return name ? 0 : 2;
  }
  const command = commandNamed(name);
  if (!command) {
    console.error(`✗ unknown command "${name}" (pnpm platform help lists them)`);
    return 2;
  }
  const usage = usageOf(command);
  if (rest.length === 1 && HELP_WORDS.includes(rest[0] ?? '')) {
    console.log(`usage: pnpm platform ${usage}\n  ${command.summary}`);
    return 0;
  }
  try {
    return await command.run(createContext(rest), parseCommandLine(command, rest));
  } catch (error) {
    const { code, line } = failure(error, usage);
    console.error(line);
    return code;
  }
}

process.exitCode = await main(process.argv.slice(2));
