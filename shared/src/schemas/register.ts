import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { DEFAULT_COUNTRY_CODE, REGISTRATION_LANG, type UserLang } from './constants';
import {
  birthDateField,
  confirmPasswordField,
  emailField,
  firstNameField,
  genderField,
  langField,
  lastNameField,
  mobileField,
  newPasswordField,
  objectMessage,
  userTypeField,
} from './fields';

/** Register form, first step (SPEC §2 and §5): names, email, password and its confirmation. */
export function createRegisterStepOneSchema(t: TranslateFn) {
  return v.pipe(
    v.object(
      {
        firstName: firstNameField(t),
        lastName: lastNameField(t),
        email: emailField(t),
        password: newPasswordField(t),
        confirmPassword: confirmPasswordField(t),
      },
      objectMessage(t),
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        () => t('confirmPassword.mismatch'),
      ),
      ['confirmPassword'],
    ),
  );
}
export type RegisterStepOneInput = v.InferInput<ReturnType<typeof createRegisterStepOneSchema>>;
export type RegisterStepOneValues = v.InferOutput<ReturnType<typeof createRegisterStepOneSchema>>;

/**
 * Register form, later step: birth date, gender (default 'female'), mobile and user type.
 * `mobile` is the full number, built with `composeMobile(countryCode, number)`.
 */
export function createRegisterStepTwoSchema(t: TranslateFn) {
  return v.object(
    {
      birthDate: birthDateField(t),
      gender: genderField(t),
      mobile: v.optional(mobileField(t), ''),
      userType: userTypeField(t),
    },
    objectMessage(t),
  );
}
export type RegisterStepTwoInput = v.InferInput<ReturnType<typeof createRegisterStepTwoSchema>>;
export type RegisterStepTwoValues = v.InferOutput<ReturnType<typeof createRegisterStepTwoSchema>>;

/** The user object of `POST /api/dashboard/register` (SPEC §7), snake_case. */
export function createRegisterUserSchema(t: TranslateFn) {
  return v.strictObject(
    {
      firstname: firstNameField(t),
      lastname: lastNameField(t),
      birth_date: birthDateField(t),
      gender: genderField(t),
      email: emailField(t),
      mobile: v.optional(mobileField(t), ''),
      lang: v.optional(langField(t), REGISTRATION_LANG),
      password: newPasswordField(t),
      user_type: userTypeField(t),
    },
    objectMessage(t),
  );
}

/** Body of `POST /api/dashboard/register`: `{ user: { … } }`. Unknown keys are refused. */
export function createRegisterPayloadSchema(t: TranslateFn) {
  return v.strictObject({ user: createRegisterUserSchema(t) }, objectMessage(t));
}
export type RegisterPayload = v.InferInput<ReturnType<typeof createRegisterPayloadSchema>>;
export type RegisterPayloadValues = v.InferOutput<ReturnType<typeof createRegisterPayloadSchema>>;

/** `+` + country code (default 33, SPEC §9) + the number, without spaces or a leading 0. */
export function composeMobile(countryCode: string, number: string): string {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return '';
  const code = countryCode.replace(/\D/g, '') || DEFAULT_COUNTRY_CODE;
  return `+${code}${digits}`;
}

/** Maps the two checked form steps to the api payload (SPEC §7); `lang` is fixed to 'fr' by the spec. */
export function toRegisterPayload(
  stepOne: Pick<RegisterStepOneValues, 'firstName' | 'lastName' | 'email' | 'password'>,
  stepTwo: RegisterStepTwoValues,
  lang: UserLang = REGISTRATION_LANG,
): RegisterPayloadValues {
  return {
    user: {
      firstname: stepOne.firstName,
      lastname: stepOne.lastName,
      birth_date: stepTwo.birthDate,
      gender: stepTwo.gender,
      email: stepOne.email,
      mobile: stepTwo.mobile,
      lang,
      password: stepOne.password,
      user_type: stepTwo.userType,
    },
  };
}
