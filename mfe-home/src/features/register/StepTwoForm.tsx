import { useTranslation } from 'react-i18next';
import { GENDERS, USER_TYPES } from '@coach/shared/schemas';
import { Button, DateField, SelectField, SubmitButton } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { MobileField } from './MobileField.tsx';
import { registerField, RegisterStepForm } from './RegisterStepForm.tsx';
import { REGISTER_SUBMIT_ID, type useRegisterForm } from './use-register-form.ts';

type StepTwoFormProps = Pick<
  ReturnType<typeof useRegisterForm>,
  'values' | 'errors' | 'setField' | 'submit' | 'back' | 'submitting' | 'generalError'
>;

/** Today as YYYY-MM-DD in the user's time zone: no birth date after it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Later step: birth date, gender (default female), mobile, user type; then the account is created. */
export function StepTwoForm(form: StepTwoFormProps) {
  const { t } = useTranslation('home');
  const { values, errors, setField } = form;
  return (
    <RegisterStepForm
      onSubmit={() => void form.submit()}
      generalError={form.generalError}
      split
      actions={
        <>
          <Button variant="secondary" onClick={form.back} disabled={form.submitting}>
            {t('register.back')}
          </Button>
          <SubmitButton
            id={REGISTER_SUBMIT_ID}
            label={t('register.submit')}
            busyLabel={t('register.submitting')}
            busy={form.submitting}
          />
        </>
      }
    >
      <div className={layout.formRow}>
        <DateField
          id="birthDate"
          label={t('fields.birthDate')}
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          required
          {...registerField(form, 'birthDate')}
        />
        <SelectField
          id="gender"
          label={t('fields.gender')}
          autoComplete="sex"
          required
          placeholder={t('fields.choose')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
          {...registerField(form, 'gender')}
        />
      </div>
      <MobileField
        countryCode={values.countryCode}
        number={values.mobileNumber}
        onCountryCodeChange={(value) => setField('countryCode', value)}
        onNumberChange={(value) => setField('mobileNumber', value)}
        countryCodeError={errors.countryCode}
        numberError={errors.mobileNumber}
      />
      <SelectField
        id="userType"
        label={t('fields.userType')}
        required
        placeholder={t('fields.choose')}
        options={USER_TYPES.map((type) => ({ value: type, label: t(`userType.${type}`) }))}
        {...registerField(form, 'userType')}
      />
    </RegisterStepForm>
  );
}
