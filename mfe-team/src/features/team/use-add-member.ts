import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiErrors } from '@coach/shared/api';
import { useAnnounce } from '@coach/shared/ui';
import { addMember } from '../../lib/team-api.ts';

const EMPTY = { firstname: '', lastname: '', email: '' };
export type AddMemberField = keyof typeof EMPTY;

/** The add-member form: the fields, the server's messages per field, and what was sent to whom. */
export function useAddMember() {
  const { t } = useTranslation(['team', 'common']);
  const announce = useAnnounce();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ApiErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const set = (field: AddMemberField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setSent(null);
    try {
      // One message whether or not the address has an account: the api does not say (docs/product.md §8.5).
      const { member } = await addMember(values);
      const message = t('add.sent', {
        ns: 'team',
        name: `${member.firstname} ${member.lastname}`,
        email: member.email,
      });
      setSent(message);
      announce(message);
      setValues(EMPTY);
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network', { ns: 'common' }));
      setErrors(Object.keys(apiError.errors).length > 0 ? apiError.errors : { base: [apiError.message] });
    } finally {
      setSending(false);
    }
  };

  const fieldError = (field: AddMemberField) => errors[field]?.join(' ');
  return { values, set, submit, sending, sent, fieldError, baseError: errors.base?.join('\n') ?? null };
}
