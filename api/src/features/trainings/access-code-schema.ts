import * as v from 'valibot';

/** `YYYY-MM-DD` (the end of that day, UTC) or a full ISO date-time. */
const expiry = v.pipe(
  v.string('An expiry is a date: YYYY-MM-DD or an ISO date-time.'),
  v.trim(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/,
    'An expiry is a date: YYYY-MM-DD or an ISO date-time.',
  ),
  v.transform((text) => new Date(text.length === 10 ? `${text}T23:59:59.999Z` : text)),
  v.check((date) => !Number.isNaN(date.getTime()), 'Not a real date.'),
);

export const accessCodeCreateSchema = v.strictObject(
  {
    training: v.pipe(
      v.string('Name the training by its slug.'),
      v.trim(),
      v.minLength(1, 'Name the training by its slug.'),
    ),
    uses: v.pipe(
      v.number('uses is a number.'),
      v.integer('uses is a whole number.'),
      v.minValue(1, 'uses is at least 1.'),
      v.maxValue(100_000, 'uses is at most 100000.'),
    ),
    expires_at: expiry,
  },
  'Unexpected field: an access code takes training, uses and expires_at.',
);
