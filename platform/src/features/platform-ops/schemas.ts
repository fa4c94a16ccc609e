import * as v from 'valibot';
import { pageNumberParam } from '@coach/shared/page-cursor';

/**
 * Text, trimmed, at most `max` characters and not empty: `notText` when it is not text, `empty`
 * (by default the same) when nothing is left.
 */
function trimmedText(max: number, notText: string, empty = notText) {
  return v.pipe(
    v.string(notText),
    v.trim(),
    v.minLength(1, empty),
    v.maxLength(max, `At most ${max} characters.`),
  );
}

const reason = v.optional(
  v.nullable(v.pipe(v.string('A reason is text.'), v.trim(), v.maxLength(500, 'At most 500 characters.'))),
  null,
);
const revision = v.optional(
  v.pipe(
    v.number('A revision is a number.'),
    v.integer('A revision is a whole number.'),
    v.minValue(0, 'A revision is ≥ 0.'),
  ),
);
const version = trimmedText(64, 'A version is text.', 'Required.');

export const promoteSchema = v.strictObject(
  { version, expectedRevision: revision, reason },
  'Unexpected field: promote takes version, expectedRevision and reason.',
);

export const rollbackSchema = v.strictObject(
  { to: v.optional(version), expectedRevision: revision, reason },
  'Unexpected field: rollback takes to, expectedRevision and reason.',
);

export const lockSchema = v.strictObject(
  {
    reason: trimmedText(500, 'Say why the remote is locked.'),
  },
  'Unexpected field: lock takes reason.',
);

export const reasonOnlySchema = v.strictObject({ reason }, 'Unexpected field: only reason is accepted.');

export const pruneSchema = v.strictObject(
  {
    keep: v.pipe(
      v.number('keep is the number of newest releases to keep.'),
      v.integer('keep is a whole number.'),
      v.minValue(0, 'keep is ≥ 0.'),
      v.maxValue(1000, 'keep is ≤ 1000.'),
    ),
    reason,
  },
  'Unexpected field: prune takes keep and reason.',
);

const SHA256 = /^[0-9a-f]{64}$/;

export const finalizeSchema = v.strictObject(
  {
    files: v.pipe(
      v.record(
        v.string(),
        v.pipe(v.string(), v.regex(SHA256, 'Each file maps to its sha256 (64 hex digits).')),
      ),
      v.check((files) => Object.keys(files).length > 0, 'A release has files.'),
      v.check((files) => Object.keys(files).length <= 5000, 'At most 5000 files.'),
    ),
    gitCommit: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.regex(/^[0-9a-f]{7,40}(-dirty)?$/, 'A git commit is 7 to 40 hex digits (optionally -dirty).'),
        ),
      ),
      null,
    ),
  },
  'Unexpected field: finalize takes files and gitCommit.',
);

export const historyQuerySchema = v.object({
  limit: v.optional(pageNumberParam(500, 'limit is 1 to 500.', 3)),
});

/** Shape only: what a rule may be (allowlist, loops, shadowing) is the registry's check. */
const redirectSource = trimmedText(300, 'from is the path to redirect, e.g. /old_trainings.');

export const redirectAddSchema = v.strictObject(
  {
    from: redirectSource,
    to: v.pipe(
      v.string('to is a path of the product or an https:// URL.'),
      v.minLength(1, 'to is a path of the product or an https:// URL.'),
      v.maxLength(300, 'At most 300 characters.'),
    ),
    permanent: v.optional(v.boolean('permanent is true or false.'), false),
    reason,
  },
  'Unexpected field: a redirect takes from, to, permanent and reason.',
);

export const redirectRemoveSchema = v.strictObject(
  { from: redirectSource, reason },
  'Unexpected field: removing a redirect takes from and reason.',
);

/**
 * `canary`: the ranges are the registry's to check (registry/canary.ts), so that a refusal names
 * what is live; here only the types.
 */
export const canarySchema = v.strictObject(
  {
    version,
    percent: v.number('The percentage is a number.'),
    maxErrorRate: v.optional(v.number('--max-error-rate is a number of percentage points.')),
    minErrors: v.optional(v.number('--min-errors is a number.')),
    windowSeconds: v.optional(v.number('The window is a number of seconds.')),
    reason,
  },
  'Unexpected field: canary takes version, percent, maxErrorRate, minErrors, windowSeconds and reason.',
);

/** `preview`: the hours' range is the registry's to check (registry/preview-grants.ts). */
export const previewSchema = v.strictObject(
  { version, hours: v.optional(v.number('Hours are a number.')), reason },
  'Unexpected field: preview takes version, hours and reason.',
);

export const previewRevokeSchema = v.strictObject(
  { version, reason },
  'Unexpected field: preview --revoke takes version and reason.',
);
