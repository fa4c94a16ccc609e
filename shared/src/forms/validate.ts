/**
 * Runs a schema of `@coach/shared/schemas` through its Standard Schema interface (valibot
 * implements it), so a remote validates with the shared rules without bundling valibot itself,
 * and maps the issues to fields: the first message of each field, in the current language.
 */

interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

type StandardResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

export interface StandardSchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type ValidationResult<Output, Field extends string> =
  | { success: true; output: Output }
  | { success: false; fieldErrors: FieldErrors<Field>; formErrors: string[] };

function fieldOf(issue: StandardIssue): string | null {
  const last = issue.path?.at(-1);
  if (last === undefined) return null;
  const key = typeof last === 'object' ? last.key : last;
  return typeof key === 'string' ? key : null;
}

/** Synchronous validation; `fields` lists the form's fields (anything else is a form error). */
export function validate<Output, Field extends string>(
  schema: StandardSchema<Output>,
  value: unknown,
  fields: readonly Field[],
): ValidationResult<Output, Field> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('validate() expects a synchronous schema');
  if (!result.issues) return { success: true, output: result.value };
  const fieldErrors: FieldErrors<Field> = {};
  const formErrors: string[] = [];
  for (const issue of result.issues) {
    const key = fieldOf(issue);
    const field = fields.find((name) => name === key);
    if (field === undefined) formErrors.push(issue.message);
    else fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors, formErrors };
}

/** The first field of `order` that has an error (focus goes there after a failed submit). */
export function firstInvalid<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}
