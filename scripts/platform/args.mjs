// The operator command's words and options, declared once per command (scripts/platform/commands/):
// its usage line, its parser (Node's `util.parseArgs`, strict) and README's table of operator
// commands (scripts/platform/readme-table.mjs) all come from that declaration.
import { parseArgs } from 'node:util';
import { UsageError } from './errors.mjs';

/**
 * @typedef {object} OptionSpec
 * @property {string} [value] the value's placeholder in the usage (`N`, `"…"`); without one the option is a flag
 * @property {true | string} [required] shown without brackets; a message: a missing or blank value is refused with it
 * @property {RegExp} [shape] the value must match it, else `invalid` (or `required`) is the error
 * @property {string} [invalid] the error for a value of another shape; `%s` stands for the value
 * @property {boolean} [number] the value is handed over as a number (once its shape is checked)
 * @property {boolean} [hidden] accepted, not shown in the usage
 */

/**
 * @typedef {object} CommandSpec
 * @property {string} name
 * @property {string} summary what it does, for `pnpm platform help` and README's table
 * @property {string} [args] its words: `<remote> <version>`, a literal (`bump`), a choice (`<patch|minor|major>`); the parser checks them
 * @property {Array<{ args: string, options: string[] }>} [forms] several usages (the command checks its words itself)
 * @property {Record<string, OptionSpec>} options
 * @property {(ctx: import('./context.mjs').CommandContext, input: CommandInput) => Promise<number>} run
 */

/** @typedef {{ positionals: string[], options: Record<string, any> }} CommandInput */

/** Every command also takes `--as <operator>` (the help's first line says so). */
const AS = { as: { value: '<operator>', hidden: true } };

/** `--reason "…"`, optional: most commands record why. */
export const REASON = { value: '"…"' };

/** @param {string} name @param {OptionSpec} option */
function optionUsage(name, option) {
  const text = option.value ? `--${name} ${option.value}` : `--${name}`;
  return option.required ? text : `[${text}]`;
}

/** One usage: its words and the options shown with them. */
function formUsage(
  /** @type {CommandSpec} */ command,
  /** @type {{ args: string, options: string[] }} */ form,
) {
  const options = form.options.map((name) =>
    optionUsage(name, /** @type {OptionSpec} */ (command.options[name])),
  );
  return [command.name, form.args, ...options].filter(Boolean).join(' ');
}

/** The forms of a command: its own, or one of its words and every option it shows. */
function formsOf(/** @type {CommandSpec} */ command) {
  const shown = Object.keys(command.options).filter((name) => !command.options[name]?.hidden);
  return command.forms ?? [{ args: command.args ?? '', options: shown }];
}

/** The usage line of a command, `canary <remote> <version> --percent N [--reason "…"]`. */
export function usageOf(/** @type {CommandSpec} */ command) {
  return formsOf(command)
    .map((form) => formUsage(command, form))
    .join(' | ');
}

/** The usage line of one of a command's forms (its words start with `args`). */
export function formUsageOf(/** @type {CommandSpec} */ command, /** @type {string} */ args) {
  const form = formsOf(command).find((f) => f.args.startsWith(args));
  return form ? formUsage(command, form) : usageOf(command);
}

/** util.parseArgs' refusals, said as the operator command always said them. */
function usageErrorOf(/** @type {any} */ error) {
  const option = /'(--?[\w-]+)/.exec(String(error?.message))?.[1] ?? '';
  if (error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`unknown option ${option}`);
  if (error?.code !== 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return error;
  if (/does not take an argument/.test(error.message)) return new UsageError(`${option} takes no value`);
  if (/ambiguous/.test(error.message))
    return new UsageError(`${option} needs a value (one starting with "-" is written ${option}=-…)`);
  return new UsageError(`${option} needs a value`);
}

/** A command's words checked against its `args`: their count, its literals and its choices. */
function checkWords(/** @type {CommandSpec} */ command, /** @type {string[]} */ positionals) {
  if (command.forms) return;
  const words = (command.args ?? '').split(' ').filter(Boolean);
  if (words.length === 0 && positionals.length > 0)
    throw new UsageError(`${command.name} takes no arguments: ${usageOf(command)}`);
  const fits = (/** @type {string} */ word, /** @type {string | undefined} */ given = '') =>
    word.startsWith('<')
      ? !word.includes('|') || word.slice(1, -1).split('|').includes(given)
      : word === given;
  const ok = positionals.length === words.length && words.every((word, i) => fits(word, positionals[i]));
  if (!ok) throw new UsageError(usageOf(command));
}

/** An option's value checked against its declaration: required, shape, number. */
function checkedValue(
  /** @type {string} */ name,
  /** @type {OptionSpec} */ option,
  /** @type {unknown} */ value,
) {
  if (typeof value !== 'string') {
    if (typeof option.required === 'string' && option.value) throw new UsageError(option.required);
    return value;
  }
  if (typeof option.required === 'string' && !value.trim()) throw new UsageError(option.required);
  if (option.shape && !option.shape.test(value)) {
    const required = typeof option.required === 'string' ? option.required : undefined;
    const message = option.invalid ?? required ?? `--${name} cannot be "%s"`;
    throw new UsageError(message.replace('%s', value));
  }
  return option.number ? Number(value) : value;
}

/**
 * A command's arguments, parsed and checked as its declaration says; a wrong one is a UsageError.
 * @param {CommandSpec} command
 * @param {string[]} argv the arguments after the command's name
 * @returns {CommandInput}
 */
export function parseCommandLine(command, argv) {
  const declared = { ...AS, ...command.options };
  /** @type {{ values: Record<string, unknown>, positionals: string[] }} */
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: Object.fromEntries(
        Object.entries(declared).map(([name, option]) => [
          name,
          { type: option.value ? 'string' : 'boolean' },
        ]),
      ),
    });
  } catch (error) {
    throw usageErrorOf(error);
  }
  checkWords(command, parsed.positionals);
  /** @type {Record<string, any>} */
  const options = {};
  for (const [name, option] of Object.entries(declared)) {
    const value = checkedValue(name, option, parsed.values[name]);
    if (value !== undefined) options[name] = value;
  }
  return { positionals: parsed.positionals, options };
}
