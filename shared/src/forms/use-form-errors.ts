import { useState } from 'react';
import { validate, type FieldErrors, type StandardSchema } from './validate.ts';

type Schemas = Record<string, StandardSchema<unknown>>;
export type OutputOf<S> = S extends StandardSchema<infer Output> ? Output : never;

interface Attempt<Kind, Field extends string> {
  kind: Kind;
  value: object;
  /** Fields whose error is still shown (editing a field hides its error until the next submit). */
  shown: readonly Field[];
}

export interface FormErrors<Field extends string> {
  /** Client-side errors first, then the server's per-field errors. */
  errors: FieldErrors<Field>;
  /** Client-side issues that belong to no field (should not happen with well-formed values). */
  formErrors: string[];
}

/**
 * Field errors of a form that validates with the shared schemas. Client-side errors are kept as
 * the values that failed and re-validated on every render with the current schemas, so they
 * follow a language switch. Server errors arrive translated and are kept as they came.
 *
 * `schemas` may be null while they load (a form whose rules come with its first use); `check`
 * is then given the ones just loaded.
 */
export function useFormErrors<S extends Schemas, Field extends string>(
  schemas: S | null,
  fields: readonly Field[],
) {
  const [attempt, setAttempt] = useState<Attempt<keyof S, Field> | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});

  const client: FormErrors<Field> = { errors: {}, formErrors: [] };
  if (attempt) {
    const schema = schemas?.[attempt.kind];
    const result = schema ? validate(schema, attempt.value, fields) : null;
    if (result && !result.success) {
      for (const field of attempt.shown) {
        const message = result.fieldErrors[field];
        if (message !== undefined) client.errors[field] = message;
      }
      client.formErrors = result.formErrors;
    }
  }

  return {
    errors: { ...serverErrors, ...client.errors } as FieldErrors<Field>,
    formErrors: client.formErrors,

    /** Validates the form `value` with `schemas[kind]`: the parsed output, or the errors (then shown). */
    check<K extends keyof S>(
      kind: K,
      value: object,
      using: S | null = schemas,
    ): { output: OutputOf<S[K]> } | { errors: FieldErrors<Field> } {
      if (!using) throw new Error('useFormErrors: check() before the schemas are loaded');
      // The server's word on the fields checked now is replaced by this check; others stay.
      const checked = Object.keys(value);
      setServerErrors(
        (current) =>
          Object.fromEntries(
            Object.entries(current).filter(([field]) => !checked.includes(field)),
          ) as FieldErrors<Field>,
      );
      const result = validate(using[kind] as StandardSchema<OutputOf<S[K]>>, value, fields);
      if (result.success) {
        setAttempt(null);
        return { output: result.output };
      }
      setAttempt({ kind, value, shown: fields });
      return { errors: result.fieldErrors };
    },

    /** The user edits `field`: its error goes away until the next submit. */
    clearField(field: Field) {
      setAttempt(
        (current) => current && { ...current, shown: current.shown.filter((name) => name !== field) },
      );
      setServerErrors((current) => {
        if (current[field] === undefined) return current;
        const { [field]: _removed, ...rest } = current;
        return rest as FieldErrors<Field>;
      });
    },

    setServerErrors(errors: FieldErrors<Field>) {
      setAttempt(null);
      setServerErrors(errors);
    },

    reset() {
      setAttempt(null);
      setServerErrors({});
    },
  };
}
