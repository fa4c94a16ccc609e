// Every command of `pnpm platform`, in the order the help and README's table list them. Each
// declares its words and options once (../args.mjs): its usage, its parser and its README row.
import { accessCodeCommand } from './access-code.mjs';
import { canaryCommand } from './canary.mjs';
import { frontVersionCommand } from './front-version.mjs';
import { historyCommand } from './history.mjs';
import { lockCommand, unlockCommand } from './lock.mjs';
import { promoteCommand, rollbackCommand } from './move.mjs';
import { previewCommand } from './preview.mjs';
import { pruneCommand } from './prune.mjs';
import { redirectCommand } from './redirect.mjs';
import { releaseCommand } from './release.mjs';
import { statusCommand } from './status.mjs';
import { versionCommand } from './version.mjs';

/** @type {ReadonlyArray<import('../args.mjs').CommandSpec>} */
export const COMMANDS = [
  statusCommand,
  historyCommand,
  releaseCommand,
  promoteCommand,
  rollbackCommand,
  canaryCommand,
  previewCommand,
  lockCommand,
  unlockCommand,
  pruneCommand,
  frontVersionCommand,
  redirectCommand,
  accessCodeCommand,
  versionCommand,
];

/** The command named `name`, or undefined. */
export const commandNamed = (/** @type {string} */ name) => COMMANDS.find((command) => command.name === name);
