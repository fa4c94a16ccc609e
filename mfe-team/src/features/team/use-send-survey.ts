import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiErrors } from '@coach/shared/api';
import { useAnnounce } from '@coach/shared/ui';
import { createSurvey } from '../../lib/team-api.ts';

export type Audience = 'all' | 'chosen';

/** The survey form: due date, all or chosen members, the server's messages per field. */
export function useSendSurvey(onSent: () => void) {
  const { t } = useTranslation(['team', 'common']);
  const announce = useAnnounce();
  const [dueOn, setDueOn] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<ApiErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setSent(null);
    try {
      const survey = await createSurvey({
        due_on: dueOn,
        ...(audience === 'chosen' ? { member_ids: chosen } : {}),
      });
      const message = t('surveys.sent', { ns: 'team', count: survey.recipients_count });
      setSent(message);
      announce(message);
      setChosen([]);
      onSent();
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network', { ns: 'common' }));
      setErrors(Object.keys(apiError.errors).length > 0 ? apiError.errors : { base: [apiError.message] });
    } finally {
      setSending(false);
    }
  };

  return { dueOn, setDueOn, audience, setAudience, chosen, toggle, errors, sending, sent, submit };
}
