import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from '@coach/shared/auth';
import { focusById, useValidationT, validate } from '@coach/shared/forms';
import { pageLoad } from '@coach/shared/navigation';
import { createAccountDeletionPayloadSchema } from '@coach/shared/profile';
import { Button, Dialog, EmailField, FormAlert, SubmitButton, useAnnounce } from '@coach/shared/ui';
import { Actions, Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useMyData } from './use-my-data.ts';
import styles from './my-data.module.css';

/** "My data": download everything as JSON; delete the account after typing its address. */
export function MyData({ email }: { email: string }) {
  const { t } = useTranslation(NAMESPACE);
  const announce = useAnnounce();
  const { download, downloading, erase, deleting } = useMyData();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <Section title={t('myData.title')} intro={t('myData.intro')}>
      <FormAlert message={error} />
      <div className={styles.block}>
        <p className={styles.hint}>{t('myData.downloadHint')}</p>
        <Actions>
          <Button
            variant="secondary"
            busy={downloading}
            busyLabel={t('myData.downloading')}
            onClick={async () => {
              setError(null);
              const failed = await download();
              if (failed) setError(failed.error);
              else announce(t('myData.downloaded'));
            }}
          >
            {t('myData.download')}
          </Button>
        </Actions>
      </div>
      <div className={styles.block}>
        <p className={styles.hint}>{t('myData.deleteHint')}</p>
        <Actions>
          <Button className={styles.danger} onClick={() => setConfirming(true)}>
            {t('myData.delete')}
          </Button>
        </Actions>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('myData.dialogTitle')}>
        <DeleteForm email={email} deleting={deleting} erase={erase} onCancel={() => setConfirming(false)} />
      </Dialog>
    </Section>
  );
}

function DeleteForm({
  email,
  deleting,
  erase,
  onCancel,
}: {
  email: string;
  deleting: boolean;
  erase: (email: string) => Promise<Record<string, string[]> | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tv = useValidationT();
  const schema = useMemo(() => createAccountDeletionPayloadSchema(tv), [tv]);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [baseError, setBaseError] = useState<string | null>(null);

  async function submit() {
    setBaseError(null);
    const checked = validate(schema, { email: typed }, ['email'] as const);
    if (!checked.success) {
      setFieldError(checked.fieldErrors.email);
      focusById('delete-email');
      return;
    }
    const errors = await erase(checked.output.email);
    if (!errors) {
      // Erased: every session is gone with the account; the page signs out here too.
      await authStore.getState().logout();
      pageLoad.assign('/home/login');
      return;
    }
    setFieldError(errors.email?.join('\n'));
    setBaseError(errors.base?.join('\n') ?? null);
    focusById('delete-email');
  }

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.warning}>{t('myData.dialogText', { email })}</p>
      <FormAlert message={baseError} />
      <EmailField
        id="delete-email"
        label={t('myData.typeEmail')}
        autoComplete="off"
        value={typed}
        onValueChange={(value) => {
          setTyped(value);
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      <Actions>
        <SubmitButton
          className={styles.danger}
          label={t('myData.confirmDelete')}
          busyLabel={t('myData.deleting')}
          busy={deleting}
        />
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          {t('myData.cancel')}
        </Button>
      </Actions>
    </form>
  );
}
