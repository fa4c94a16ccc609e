import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@coach/shared/api';
import { useValidationT } from '@coach/shared/forms';
import { createPasswordChangeFormSchema } from '@coach/shared/profile';
import { PasswordField } from '@coach/shared/ui';
import { Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { SecurityForm } from './SecurityForm.tsx';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** Update the password: the current one first; registration's rules; the other sessions end. */
export function PasswordChange({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const tv = useValidationT();
  const schema = useMemo(() => createPasswordChangeFormSchema(tv), [tv]);
  const [status, setStatus] = useState<string | null>(null);
  const form = useApiForm(FIELDS, schema, async ({ current_password, new_password }) => {
    await api.post('dashboard/profile/password', { json: { current_password, new_password } });
    setStatus(t('password.changed'));
    onChanged();
  });

  return (
    <Section title={t('password.title')} intro={t('password.intro')}>
      <SecurityForm name="password" form={form} status={status} clearStatus={() => setStatus(null)}>
        <PasswordField
          {...form.field('current_password')}
          label={t('password.current')}
          autoComplete="current-password"
        />
        <PasswordField
          {...form.field('new_password')}
          label={t('password.new')}
          hint={t('password.newHint')}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.field('confirm_password')}
          label={t('password.confirm')}
          autoComplete="new-password"
        />
      </SecurityForm>
    </Section>
  );
}
