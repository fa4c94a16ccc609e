import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@coach/shared/ui';
import { Card, EmailField, FormAlert, FormNotice, SubmitButton, TextField } from '@coach/shared/ui/core';
import { LeadersOnly } from '../../components/LeadersOnly.tsx';
import styles from '../../components/team.module.css';
import { useIsLeader } from '../../lib/use-is-leader.ts';
import { useAddMember } from './use-add-member.ts';

function AddMemberForm() {
  const { t } = useTranslation('team');
  const form = useAddMember();
  return (
    <Card stack className={styles.narrow}>
      <p className={styles.muted}>{t('add.intro')}</p>
      {form.sent ? (
        <div className={styles.stack}>
          <FormNotice>{form.sent}</FormNotice>
          <Link to="/my_team/list" className={styles.link}>
            {t('add.toList')}
          </Link>
        </div>
      ) : null}
      <FormAlert message={form.baseError} />
      <form onSubmit={(event) => void form.submit(event)} className={styles.stack} noValidate>
        <TextField
          {...form.field('firstname')}
          label={t('add.firstname')}
          autoComplete="off"
          maxLength={100}
        />
        <TextField {...form.field('lastname')} label={t('add.lastname')} autoComplete="off" maxLength={100} />
        <EmailField {...form.field('email')} label={t('add.email')} autoComplete="off" />
        <div className={styles.row}>
          <SubmitButton label={t('add.submit')} busyLabel={t('add.sending')} busy={form.sending} />
        </div>
      </form>
    </Card>
  );
}

/** `/my_team/add`: invite a person by name and e-mail (docs/product.md §8.5). */
export default function AddMemberPage() {
  const isLeader = useIsLeader();
  return (
    <Page titleKey="addMember.title" ns="team">
      {isLeader ? <AddMemberForm /> : <LeadersOnly />}
    </Page>
  );
}
