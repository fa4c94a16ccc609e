import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusById } from '@coach/shared/forms';
import { dateTimeFormat } from '@coach/shared/i18n/intl-formats';
import { STUDY_LEVELS, type ProfileResponse } from '@coach/shared/profile';
import {
  Button,
  DateField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  useAnnounce,
} from '@coach/shared/ui';
import { Actions, Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { useInformationForm } from './use-information-form.ts';
import styles from './information.module.css';

const MODIFY_ID = 'information-modify';

function formatBirthday(value: string, lang: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

interface Props {
  profile: ProfileResponse;
  onSaved: (profile: ProfileResponse) => void;
}

/** The general information, read-only with Modify; editing shows registration's rules and Save. */
export function GeneralInformation({ profile, onSaved }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const announce = useAnnounce();
  const [editing, setEditing] = useState(false);

  function close(message: string) {
    setEditing(false);
    announce(message);
    // After the read-only view is back: focus returns to the button that opened the form.
    requestAnimationFrame(() => focusById(MODIFY_ID));
  }

  const modify = (
    <Button
      id={MODIFY_ID}
      variant="secondary"
      onClick={() => {
        setEditing(true);
        requestAnimationFrame(() => focusById('firstname'));
      }}
    >
      {t('information.modify')}
    </Button>
  );

  const notGiven = <span className={styles.missing}>{t('information.notGiven')}</span>;
  const rows: [string, ReactNode][] = [
    [t('information.fields.firstname'), profile.firstname],
    [t('information.fields.lastname'), profile.lastname],
    [t('information.fields.mobile'), profile.mobile ?? notGiven],
    [
      t('information.fields.birthDate'),
      profile.birth_date ? formatBirthday(profile.birth_date, i18n.resolvedLanguage ?? 'fr') : notGiven,
    ],
    [
      t('information.fields.studyLevel'),
      profile.study_level ? t(`studyLevel.${profile.study_level}`) : notGiven,
    ],
    [t('information.fields.email'), profile.email],
    [t('information.fields.role'), t(`role.${profile.user_type}`)],
  ];

  return (
    <Section
      title={t('information.title')}
      intro={t('information.intro')}
      actions={editing ? null : modify}
      headingId="information-title"
    >
      {editing ? (
        <InformationForm
          profile={profile}
          onSaved={(saved) => {
            onSaved(saved);
            close(t('information.saved'));
          }}
          onCancel={() => close(t('information.cancelled'))}
        />
      ) : (
        <dl className={styles.list}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

function InformationForm({ profile, onSaved, onCancel }: Props & { onCancel: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { field, busy: saving, serverError, submit: save } = useInformationForm(profile, onSaved);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form
      noValidate
      className={styles.form}
      aria-label={t('information.editing')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormAlert message={serverError} />
      <div className={styles.grid}>
        <TextField
          {...field('firstname')}
          label={t('information.fields.firstname')}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastname')}
          label={t('information.fields.lastname')}
          autoComplete="family-name"
        />
        <TextField
          {...field('mobile')}
          type="tel"
          label={t('information.fields.mobile')}
          hint={t('information.fields.mobileHint')}
          autoComplete="tel"
        />
        <DateField
          {...field('birth_date')}
          label={t('information.fields.birthDate')}
          autoComplete="bday"
          min="1900-01-01"
          max={today}
        />
        <SelectField
          {...field('study_level')}
          label={t('information.fields.studyLevel')}
          placeholder={t('information.fields.choose')}
          options={STUDY_LEVELS.map((level) => ({ value: level, label: t(`studyLevel.${level}`) }))}
        />
      </div>
      <Actions>
        <SubmitButton label={t('information.save')} busyLabel={t('information.saving')} busy={saving} />
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('information.cancel')}
        </Button>
      </Actions>
    </form>
  );
}
