import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { commit, focusById, useFormErrors, useValidationT } from '@coach/shared/forms';
import { readDraft, writeDraft } from '../../lib/register-draft.ts';
import { WHO_FIELDS, createWhoAreYouSchema } from './who-are-you.ts';

export const REGISTER_PATH = '/home/register';
export const firstChoiceId = 'userType-coachee';

/**
 * Who are you? The answer goes into the register draft (`userType` in localStorage), where the
 * register form's later step picks it up; then on to /home/register, keeping the query
 * (an invitation's `invited_id`). Skipping leaves the draft as it is.
 */
export function useWhoAreYou() {
  const tv = useValidationT();
  const schemas = useMemo(() => ({ who: createWhoAreYouSchema(tv) }), [tv]);
  const form = useFormErrors(schemas, WHO_FIELDS);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [userType, setUserTypeState] = useState(() => readDraft().userType);
  const registerPath = `${REGISTER_PATH}${search}`;

  function setUserType(value: string) {
    setUserTypeState(value);
    form.clearField('userType');
  }

  function submit() {
    const checked = commit(() => form.check('who', { userType }));
    if ('errors' in checked) {
      focusById(firstChoiceId);
      return;
    }
    writeDraft('userType', checked.output);
    void navigate(registerPath);
  }

  return { userType, setUserType, error: form.errors.userType, submit, registerPath };
}
