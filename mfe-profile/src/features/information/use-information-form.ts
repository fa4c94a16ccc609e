import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, toApiError } from '@coach/shared/api';
import { createProfileUpdateSchema, type ProfileResponse } from '@coach/shared/schemas';
import { commit } from '../../lib/commit.ts';
import { focusById } from '../../lib/focus.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useValidationT } from '../../lib/use-validation-t.ts';
import { firstInvalid } from '../../lib/validate.ts';

export const INFORMATION_FIELDS = ['firstname', 'lastname', 'mobile', 'birth_date', 'study_level'] as const;
export type InformationField = (typeof INFORMATION_FIELDS)[number];
export type InformationValues = Record<InformationField, string>;

export function valuesOf(profile: ProfileResponse): InformationValues {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    mobile: profile.mobile ?? '',
    birth_date: profile.birth_date ?? '',
    study_level: profile.study_level ?? '',
  };
}

/**
 * The general information form: registration's rules and messages on the client
 * (`createProfileUpdateSchema`), then `PUT /api/dashboard/profile`; the server's field errors
 * (same messages) are shown the same way.
 */
export function useInformationForm(profile: ProfileResponse, onSaved: (profile: ProfileResponse) => void) {
  const { t } = useTranslation('common');
  const tv = useValidationT();
  const schemas = useMemo(() => ({ profile: createProfileUpdateSchema(tv) }), [tv]);
  const form = useFormErrors(schemas, INFORMATION_FIELDS);
  const [values, setValues] = useState<InformationValues>(() => valuesOf(profile));
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  function setField(field: InformationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  /** Answers whether it saved. */
  async function save(): Promise<boolean> {
    if (saving) return false;
    const checked = commit(() => {
      setServerError(null);
      return form.check('profile', values);
    });
    if ('errors' in checked) {
      focusById(firstInvalid(INFORMATION_FIELDS, checked.errors));
      return false;
    }
    setSaving(true);
    try {
      const saved = await api.put('dashboard/profile', { json: values }).json<ProfileResponse>();
      setSaving(false);
      onSaved(saved);
      return true;
    } catch (error) {
      const apiError = toApiError(error, t('errors.network'));
      const fields = apiError.fieldErrors;
      commit(() => {
        setSaving(false);
        form.setServerErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, messages]) => [field, messages.join('\n')]),
          ) as Partial<Record<InformationField, string>>,
        );
        setServerError(apiError.baseMessage || null);
      });
      const invalid = INFORMATION_FIELDS.find((field) => fields[field]);
      focusById(invalid ?? null);
      return false;
    }
  }

  return { values, setField, errors: form.errors, saving, serverError, save };
}
