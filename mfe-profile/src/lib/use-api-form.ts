import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import {
  commit,
  firstInvalid,
  focusById,
  useFormErrors,
  type OutputOf,
  type StandardSchema,
} from '@coach/shared/forms';

export interface ApiFormOptions<Field extends string> {
  /** The values the form starts with (and goes back to after a send); empty strings by default. */
  initial?: Record<Field, string>;
}

/**
 * A form of the profile page: the shared schema on the client (registration's rules and
 * messages), then `send`; the server's field errors land on the fields, its general message above
 * them. Focus goes to the first field in error. The values go back to `initial` after a send.
 */
export function useApiForm<Field extends string, S extends StandardSchema<unknown>>(
  fields: readonly Field[],
  schema: S,
  send: (output: OutputOf<S>) => Promise<void>,
  options: ApiFormOptions<Field> = {},
) {
  const { t } = useTranslation('common');
  const form = useFormErrors({ form: schema }, fields);
  const empty =
    options.initial ?? (Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>);
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  /** Answers whether it was sent; the fields are emptied then. */
  async function submit(): Promise<boolean> {
    if (busy) return false;
    const checked = commit(() => {
      setServerError(null);
      return form.check('form', values);
    });
    if ('errors' in checked) {
      focusById(firstInvalid(fields, checked.errors));
      return false;
    }
    setBusy(true);
    try {
      await send(checked.output as OutputOf<S>);
      commit(() => {
        setBusy(false);
        setValues(empty);
      });
      return true;
    } catch (error) {
      const apiError = toApiError(error, t('errors.network'));
      const fieldErrors = apiError.fieldErrors;
      commit(() => {
        setBusy(false);
        form.setServerErrors(
          Object.fromEntries(
            Object.entries(fieldErrors).map(([field, messages]) => [field, messages.join('\n')]),
          ) as Partial<Record<Field, string>>,
        );
        setServerError(apiError.baseMessage || null);
      });
      focusById(fields.find((field) => fieldErrors[field]) ?? null);
      return false;
    }
  }

  /** A field's props: its id, its value and change, and its message. */
  const field = (name: Field) => ({
    id: name,
    value: values[name],
    onValueChange: (value: string) => setField(name, value),
    error: form.errors[name],
  });

  return { field, busy, serverError, submit };
}
