import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@coach/shared/api';
import { useValidationT } from '@coach/shared/forms';
import { createEmailChangePayloadSchema, type ProfileResponse } from '@coach/shared/profile';
import { EmailField, PasswordField } from '@coach/shared/ui';
import { Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { SecurityForm } from './SecurityForm.tsx';
import styles from './security.module.css';

const FIELDS = ['email', 'password'] as const;

/** Update the e-mail: a link goes to the new address, which replaces the old once opened. */
export function EmailChange({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation(NAMESPACE);
  const tv = useValidationT();
  const schema = useMemo(() => createEmailChangePayloadSchema(tv), [tv]);
  const [pending, setPending] = useState(profile.pending_email);
  const [status, setStatus] = useState<string | null>(null);
  const form = useApiForm(FIELDS, schema, async (payload) => {
    const answer = await api
      .post('dashboard/profile/email', { json: payload })
      .json<{ pending_email: string }>();
    setPending(answer.pending_email);
    setStatus(t('email.sent', { email: answer.pending_email }));
  });

  return (
    <Section title={t('email.title')} intro={t('email.intro')}>
      <p className={styles.fact}>{t('email.current', { email: profile.email })}</p>
      {pending ? <p className={styles.fact}>{t('email.pending', { email: pending })}</p> : null}
      <SecurityForm name="email" form={form} status={status} clearStatus={() => setStatus(null)}>
        <EmailField {...form.field('email')} label={t('email.newEmail')} autoComplete="email" />
        <PasswordField
          {...form.field('password')}
          id="email-password"
          label={t('email.password')}
          autoComplete="current-password"
        />
      </SecurityForm>
    </Section>
  );
}
