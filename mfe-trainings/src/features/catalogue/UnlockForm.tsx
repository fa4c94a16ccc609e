import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton, TextField } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './catalogue.module.css';
import { useUnlock } from './use-unlock.ts';

interface UnlockFormProps {
  trainingSlug: string;
  onUnlocked: () => void;
  onCancel: () => void;
}

/** "Unlock": the access code a learner was given opens the payable training (docs/product.md §8.2). */
export function UnlockForm({ trainingSlug, onUnlocked, onCancel }: UnlockFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useUnlock(trainingSlug, onUnlocked);
  const input = useRef<HTMLDivElement>(null);
  useEffect(() => {
    input.current?.querySelector('input')?.focus();
  }, []);
  return (
    <form
      className={styles.unlock}
      aria-labelledby="unlock-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 id="unlock-title" className={styles.sectionTitle}>
        {t('unlock.title')}
      </h2>
      <p className={styles.summary}>{t('unlock.intro')}</p>
      <div ref={input}>
        <TextField
          id="access-code"
          label={t('unlock.code')}
          value={form.code}
          onValueChange={form.setCode}
          error={form.error ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton label={t('unlock.submit')} busyLabel={t('unlock.sending')} busy={form.sending} />
        <Button variant="secondary" onClick={onCancel}>
          {t('unlock.cancel')}
        </Button>
      </div>
    </form>
  );
}
