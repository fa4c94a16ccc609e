import { useMemo } from 'react';
import { api } from '@coach/shared/api';
import { useValidationT } from '@coach/shared/forms';
import { createProfileUpdateSchema, type ProfileResponse } from '@coach/shared/profile';
import { useApiForm } from '../../lib/use-api-form.ts';

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
  const tv = useValidationT();
  const schema = useMemo(() => createProfileUpdateSchema(tv), [tv]);
  return useApiForm(
    INFORMATION_FIELDS,
    schema,
    async (payload) => {
      onSaved(await api.put('dashboard/profile', { json: payload }).json<ProfileResponse>());
    },
    { initial: valuesOf(profile) },
  );
}
