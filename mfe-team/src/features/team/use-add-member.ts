import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMember } from '../../lib/team-api.ts';
import { useSentForm } from '../../lib/use-sent-form.ts';

const EMPTY = { firstname: '', lastname: '', email: '' };
export type AddMemberField = keyof typeof EMPTY;

/** The add-member form: the fields, the server's messages per field, and what was sent to whom. */
export function useAddMember() {
  const { t } = useTranslation('team');
  const [values, setValues] = useState(EMPTY);
  const { errors, sending, sent, submitWith } = useSentForm();

  const set = (field: AddMemberField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = submitWith(async () => {
    // One message whether or not the address has an account: the api does not say (docs/product.md §8.5).
    const { member } = await addMember(values);
    setValues(EMPTY);
    return t('add.sent', { name: `${member.firstname} ${member.lastname}`, email: member.email });
  });

  const fieldError = (field: AddMemberField) => errors[field]?.join(' ');
  return { values, set, submit, sending, sent, fieldError, baseError: errors.base?.join('\n') ?? null };
}
