import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSurvey } from '../../lib/team-api.ts';
import { useSentForm } from '../../lib/use-sent-form.ts';

export type Audience = 'all' | 'chosen';

/** The survey form: due date, all or chosen members, the server's messages per field. */
export function useSendSurvey(onSent: () => void) {
  const { t } = useTranslation('team');
  const [dueOn, setDueOn] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const { errors, sending, sent, submitWith } = useSentForm();

  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const submit = submitWith(async () => {
    const survey = await createSurvey({
      due_on: dueOn,
      ...(audience === 'chosen' ? { member_ids: chosen } : {}),
    });
    setChosen([]);
    onSent();
    return t('surveys.sent', { count: survey.recipients_count });
  });

  return { dueOn, setDueOn, audience, setAudience, chosen, toggle, errors, sending, sent, submit };
}
