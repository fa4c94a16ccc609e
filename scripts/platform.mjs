// `pnpm platform <command>`: the operator's command line. It talks to the running platform's
// operator api (/api/platform, operator token) — never to the database — so it works the same
// against `npm start` on this machine and against production (PLATFORM_URL). Every refusal ends
// with a non-zero exit code and one line saying why. See docs/operating.md.
import { REMOTE_DIRS } from './lib/apps.mjs';
import { createContext } from './platform/context.mjs';
import { Refusal, UsageError, oneLine } from './platform/errors.mjs';
import * as accessCode from './platform/commands/access-code.mjs';
import * as canary from './platform/commands/canary.mjs';
import * as frontVersion from './platform/commands/front-version.mjs';
import * as history from './platform/commands/history.mjs';
import { lockUsage, runLock, runUnlock, unlockUsage } from './platform/commands/lock.mjs';
import { promoteUsage, rollbackUsage, runPromote, runRollback } from './platform/commands/move.mjs';
import * as preview from './platform/commands/preview.mjs';
import * as prune from './platform/commands/prune.mjs';
import * as redirect from './platform/commands/redirect.mjs';
import * as release from './platform/commands/release.mjs';
import * as status from './platform/commands/status.mjs';
import * as version from './platform/commands/version.mjs';

/** @type {Record<string, { usage: string, summary: string, run: (ctx: import('./platform/context.mjs').CommandContext) => Promise<number> }>} */
const COMMANDS = {
  status: {
    usage: status.usage,
    summary: 'every remote: live version, since when, by whom; the registry revision',
    run: status.run,
  },
  history: {
    usage: history.usage,
    summary: "a remote's releases and what operators did to it",
    run: history.run,
  },
  release: {
    usage: release.usage,
    summary: 'build if stale, upload, check and record a release (not live until promoted)',
    run: release.run,
  },
  promote: {
    usage: promoteUsage,
    summary: 'make a release live (atomic; refused if the registry moved meanwhile)',
    run: runPromote,
  },
  rollback: {
    usage: rollbackUsage,
    summary: 'go back to the previously live version (or --to one)',
    run: runRollback,
  },
  canary: {
    usage: canary.usage,
    summary: 'run a released version for N % of members and visitors (promote finishes it, rollback ends it)',
    run: canary.run,
  },
  preview: {
    usage: preview.usage,
    summary: 'a one-time link: that browser sees a released version of a remote (--revoke ends them)',
    run: preview.run,
  },
  lock: { usage: lockUsage, summary: 'freeze a remote: promote and rollback are refused', run: runLock },
  unlock: { usage: unlockUsage, summary: 'unfreeze a remote', run: runUnlock },
  prune: {
    usage: prune.usage,
    summary: "delete old releases' files (never the live or previous one)",
    run: prune.run,
  },
  'front-version': {
    usage: frontVersion.usage,
    summary: 'make every open shell clear its caches once',
    run: frontVersion.run,
  },
  redirect: {
    usage: redirect.usage,
    summary:
      'add, remove or list redirect rules (internal paths or allowed https:// hosts), no release needed',
    run: redirect.run,
  },
  'access-code': {
    usage: accessCode.usage,
    summary: 'a code that unlocks a payable training (printed once; only its hash is stored)',
    run: accessCode.run,
  },
  version: {
    usage: version.usage,
    summary: "bump a remote's version and add its changelog entry (local)",
    run: version.run,
  },
};

function help() {
  return [
    'usage: pnpm platform <command> [options]   (every command also takes --as <operator>)',
    '',
    ...Object.values(COMMANDS).flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]),
    '',
    'PLATFORM_URL (default http://localhost:8080); operator token: PLATFORM_OPERATOR_TOKEN or <DATA_DIR>/operator-token.',
    `Remotes: ${REMOTE_DIRS.join(', ')}. Details: docs/operating.md`,
  ].join('\n');
}

async function main(/** @type {string[]} */ argv) {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [name, ...rest] = args;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(help());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`✗ unknown command "${name}" (pnpm platform help lists them)`);
    return 2;
  }
  try {
    return await command.run(createContext(rest));
  } catch (error) {
    if (error instanceof UsageError) {
      const message = oneLine(error.message);
      const usage = `usage: pnpm platform ${command.usage}`;
      console.error(message === command.usage ? `✗ ${usage}` : `✗ ${message}  (${usage})`);
      return 2;
    }
    if (error instanceof Refusal) {
      console.error(`✗ refused: ${oneLine(error.message)}`);
      return 1;
    }
    console.error(`✗ failed: ${oneLine(error instanceof Error ? error.message : String(error))}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
