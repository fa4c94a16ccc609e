import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import {
  EMAIL_MAX_LENGTH,
  GENDERS,
  ISO_DATE_PATTERN,
  MOBILE_PATTERN,
  NAME_MAX_LENGTH,
  NO_CONTROL_CHARS,
  hasNoLink,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_LANGS,
  USER_TYPES,
} from './constants';

/**
 * Field rules shared by the register/login forms (camelCase) and the api payloads (snake_case).
 * Every factory takes `t`, a translate function bound to the `validation` namespace, and calls it
 * lazily (when an issue is raised), so a schema follows the current language.
 * Each field reports one message at a time (`abortPipeEarly`).
 */
const message = (t: TranslateFn, key: string) => () => t(key);

/** One message at a time: the first rule a value breaks (`abortPipeEarly`). */
export const oneIssue = <S extends v.GenericSchema>(schema: S): S =>
  v.config(schema, { abortPipeEarly: true });

/** Text that must not be empty (`required` when it is or is not text at all). */
const requiredString = (required: () => string) => v.pipe(v.string(required), v.nonEmpty(required));

/** Text trimmed, then required (`required` when nothing is left): how most text fields start. */
export const trimmedRequired = (required: () => string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required));

/**
 * A name as people write it (a person's, a member's, a team's): required, at most `max`
 * characters, no control character, no link; its messages under `key` (`<key>.required`…).
 */
export function nameField(t: TranslateFn, key: string, max = NAME_MAX_LENGTH) {
  const required = message(t, `${key}.required`);
  return oneIssue(
    v.pipe(
      trimmedRequired(required),
      v.maxLength(max, message(t, `${key}.tooLong`)),
      v.regex(NO_CONTROL_CHARS, message(t, `${key}.invalid`)),
      v.check(hasNoLink, message(t, `${key}.link`)),
    ),
  );
}

/** Text trimmed, required, then checked by one `rule`; one message at a time. */
export function requiredText(required: () => string, rule: v.PipeItem<string, string, v.BaseIssue<unknown>>) {
  return oneIssue(v.pipe(trimmedRequired(required), rule));
}

export const firstNameField = (t: TranslateFn) => nameField(t, 'firstName');
export const lastNameField = (t: TranslateFn) => nameField(t, 'lastName');

/** Trimmed and lower-cased: the address is the account's identifier. */
export function emailField(t: TranslateFn) {
  const required = message(t, 'email.required');
  return oneIssue(
    v.pipe(
      trimmedRequired(required),
      v.maxLength(EMAIL_MAX_LENGTH, message(t, 'email.tooLong')),
      v.email(message(t, 'email.invalid')),
      v.toLowerCase(),
    ),
  );
}

/** Registration password: SPEC §9 minimum, generous maximum, never trimmed or truncated. */
export function newPasswordField(t: TranslateFn) {
  const required = message(t, 'password.required');
  return oneIssue(
    v.pipe(
      requiredString(required),
      v.minLength(PASSWORD_MIN_LENGTH, message(t, 'password.tooShort')),
      v.maxLength(PASSWORD_MAX_LENGTH, message(t, 'password.tooLong')),
    ),
  );
}

/** Login password: only required (old passwords may predate today's rules); bounded in size. */
export function currentPasswordField(t: TranslateFn) {
  const required = message(t, 'password.required');
  return oneIssue(
    v.pipe(requiredString(required), v.maxLength(PASSWORD_MAX_LENGTH, message(t, 'password.tooLong'))),
  );
}

export function confirmPasswordField(t: TranslateFn) {
  const required = message(t, 'confirmPassword.required');
  return oneIssue(requiredString(required));
}

/** A real calendar date, YYYY-MM-DD, between 1900-01-01 and today. */
export function birthDateField(t: TranslateFn) {
  const required = message(t, 'birthDate.required');
  return oneIssue(
    v.pipe(
      trimmedRequired(required),
      v.regex(ISO_DATE_PATTERN, message(t, 'birthDate.invalid')),
      v.check(isPlausibleBirthDate, message(t, 'birthDate.invalid')),
    ),
  );
}

export function isPlausibleBirthDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && date.getTime() <= Date.now();
}

export function genderField(t: TranslateFn) {
  const required = message(t, 'gender.required');
  return oneIssue(v.pipe(requiredString(required), v.picklist(GENDERS, message(t, 'gender.invalid'))));
}

/** Optional: '' (no number) or `+<country code><number>`; spaces, dots and dashes are dropped. */
export function mobileField(t: TranslateFn) {
  const invalid = message(t, 'mobile.invalid');
  return oneIssue(
    v.pipe(
      v.string(invalid),
      v.transform((value) => value.replace(/[\s.\-()]/g, '')),
      v.check((value) => value === '' || MOBILE_PATTERN.test(value), invalid),
    ),
  );
}

export function userTypeField(t: TranslateFn) {
  const required = message(t, 'userType.required');
  return oneIssue(v.pipe(requiredString(required), v.picklist(USER_TYPES, message(t, 'userType.invalid'))));
}

export function langField(t: TranslateFn) {
  return v.picklist(USER_LANGS, message(t, 'lang.invalid'));
}

/** The message for a missing key, by field name (form camelCase and payload snake_case). */
const REQUIRED_KEYS: Readonly<Record<string, string>> = {
  firstName: 'firstName.required',
  firstname: 'firstName.required',
  lastName: 'lastName.required',
  lastname: 'lastName.required',
  birthDate: 'birthDate.required',
  birth_date: 'birthDate.required',
  gender: 'gender.required',
  email: 'email.required',
  password: 'password.required',
  confirmPassword: 'confirmPassword.required',
  userType: 'userType.required',
  user_type: 'userType.required',
  mobile: 'mobile.invalid',
  lang: 'lang.invalid',
  token: 'token.required',
  // Profile and account (profile.ts)
  current_password: 'password.required',
  new_password: 'password.required',
  confirm_password: 'confirmPassword.required',
};

/**
 * Objects raise their own issue for a missing key (not the field's), an unknown key (strict
 * objects) or a non-object value: this message function names each case in the user's language.
 */
export function objectMessage(t: TranslateFn) {
  return (issue: v.ObjectIssue | v.StrictObjectIssue) => {
    if (issue.expected === 'never') return t('unknownField');
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.expected?.startsWith('"') && typeof key === 'string') {
      const requiredKey = Object.hasOwn(REQUIRED_KEYS, key) ? REQUIRED_KEYS[key] : undefined;
      if (requiredKey) return t(requiredKey);
    }
    return t('invalidObject');
  };
}
