// A small argv parser: positionals, `--flag value`, `--flag=value` and boolean `--flag`.
import { UsageError } from './errors.mjs';

/**
 * @param {string[]} argv
 * @param {{ values?: string[], booleans?: string[] }} spec flags that take a value, flags that do not
 * @returns {{ positionals: string[], flags: Record<string, string | boolean> }}
 */
export function parseArgs(argv, spec = {}) {
  const values = new Set(spec.values ?? []);
  const booleans = new Set(spec.booleans ?? []);
  /** @type {string[]} */
  const positionals = [];
  /** @type {Record<string, string | boolean>} */
  const flags = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = /** @type {string} */ (argv[index]);
    if (arg === '--') {
      positionals.push(...argv.slice(index + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (booleans.has(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      flags[name] = true;
    } else if (values.has(name)) {
      const value = inline ?? argv[index + 1];
      if (inline === undefined) index += 1;
      if (value === undefined || (inline === undefined && value.startsWith('--'))) {
        throw new UsageError(`--${name} needs a value`);
      }
      flags[name] = value;
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { positionals, flags };
}

/** The flag's string value, or undefined. */
export function stringFlag(
  /** @type {Record<string, string | boolean>} */ flags,
  /** @type {string} */ name,
) {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}
