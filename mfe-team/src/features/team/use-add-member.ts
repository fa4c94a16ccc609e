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

  const submit = submitWith(async () => {
    // One message whether or not the address has an account: the api does not say (docs/product.md §8.5).
    const { member } = await addMember(values);
    setValues(EMPTY);
    return t('add.sent', { name: `${member.firstname} ${member.lastname}`, email: member.email });
  });

  /** A field's props: its id, its value and change, and the server's messages about it. */
  const field = (name: AddMemberField) => ({
    id: name,
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name]?.join(' '),
  });
  return { field, submit, sending, sent, baseError: errors.base?.join('\n') ?? null };
}
