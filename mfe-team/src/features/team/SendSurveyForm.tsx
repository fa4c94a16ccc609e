import { useTranslation } from 'react-i18next';
import { SURVEY_AGGREGATE_MIN, type TeamMembersPage } from '@coach/shared/team';
import { Card, DateField, FormAlert, FormNotice, SubmitButton } from '@coach/shared/ui/core';
import styles from '../../components/team.module.css';
import type { PageRead } from '../../lib/use-route-read.ts';
import { useSendSurvey } from './use-send-survey.ts';

/**
 * Send an interior-weather pulse to every active member, or to the chosen ones, with a due date.
 * `members` is the team's first page: until it answers (or when it could not be read) the form
 * counts no one, and the api still sends to every active member.
 */
export function SendSurveyForm({
  members,
  onSent,
}: {
  members: PageRead<TeamMembersPage>;
  onSent: () => void;
}) {
  const { t } = useTranslation('team');
  const form = useSendSurvey(onSent);
  const active =
    members.state.status === 'ready'
      ? members.state.value.items.filter((member) => member.status === 'active')
      : [];
  const chosenError = form.errors.member_ids?.join(' ');

  return (
    <Card as="section" stack aria-labelledby="send-survey" className={styles.narrow}>
      <h2 id="send-survey" className={styles.sectionTitle}>
        {t('surveys.sendTitle')}
      </h2>
      <p className={styles.muted}>{t('surveys.sendIntro', { min: SURVEY_AGGREGATE_MIN })}</p>
      {form.sent ? <FormNotice>{form.sent}</FormNotice> : null}
      <FormAlert message={form.errors.base?.join('\n') ?? null} />
      <form onSubmit={(event) => void form.submit(event)} className={styles.stack} noValidate>
        <DateField
          id="due_on"
          label={t('surveys.dueOn')}
          value={form.dueOn}
          onValueChange={form.setDueOn}
          error={form.errors.due_on?.join(' ')}
        />
        <fieldset className={styles.fieldset} aria-describedby={chosenError ? 'member_ids-error' : undefined}>
          <legend className={styles.legend}>{t('surveys.audience')}</legend>
          <label className={styles.switch}>
            <input
              type="radio"
              name="audience"
              checked={form.audience === 'all'}
              onChange={() => form.setAudience('all')}
            />
            {t('surveys.allMembers', { count: active.length })}
          </label>
          <label className={styles.switch}>
            <input
              type="radio"
              name="audience"
              checked={form.audience === 'chosen'}
              onChange={() => form.setAudience('chosen')}
            />
            {t('surveys.chosenMembers')}
          </label>
          {form.audience === 'chosen' ? <p className={styles.muted}>{t('surveys.chosenHint')}</p> : null}
          {form.audience === 'chosen' ? (
            <ul className={styles.choices}>
              {active.map((member) => (
                <li key={member.id}>
                  <label className={styles.switch}>
                    <input
                      type="checkbox"
                      checked={form.chosen.includes(member.id)}
                      onChange={() => form.toggle(member.id)}
                    />
                    {`${member.firstname} ${member.lastname}`}
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {chosenError ? (
            <p id="member_ids-error" className={styles.danger}>
              {chosenError}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.row}>
          <SubmitButton label={t('surveys.send')} busyLabel={t('surveys.sending')} busy={form.sending} />
        </div>
      </form>
    </Card>
  );
}
