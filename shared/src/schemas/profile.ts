import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { USER_LANGS, USER_TYPES } from './constants';
import {
  birthDateField,
  currentPasswordField,
  emailField,
  firstNameField,
  langField,
  lastNameField,
  mobileField,
  newPasswordField,
  objectMessage,
} from './fields';

/**
 * Profile and account (docs/product.md §8.6): the bodies of `/api/dashboard/profile…`,
 * `/api/dashboard/sessions…` and `/api/dashboard/account…`. The fields reuse registration's rules
 * and messages: one rule, one message.
 */

/** Levels of study, from none to a doctorate (labels: mfe-profile's `studyLevel.*`). */
export const STUDY_LEVELS = [
  'no_diploma',
  'secondary',
  'two_year',
  'bachelor',
  'master',
  'doctorate',
  'other',
] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];

/** Optional: '' or null (not said) or one of `STUDY_LEVELS`; the output is null when not said. */
export function studyLevelField(t: TranslateFn) {
  return v.pipe(
    v.nullable(v.picklist([...STUDY_LEVELS, ''], () => t('studyLevel.invalid'))),
    v.transform((value): StudyLevel | null => (value === '' || value === null ? null : value)),
  );
}

/** `PUT /api/dashboard/profile`: the general information a person may correct. */
export function createProfileUpdateSchema(t: TranslateFn) {
  return v.strictObject(
    {
      firstname: firstNameField(t),
      lastname: lastNameField(t),
      birth_date: birthDateField(t),
      mobile: v.optional(mobileField(t), ''),
      study_level: v.optional(studyLevelField(t), null),
    },
    objectMessage(t),
  );
}
export type ProfileUpdatePayload = v.InferInput<ReturnType<typeof createProfileUpdateSchema>>;
export type ProfileUpdateValues = v.InferOutput<ReturnType<typeof createProfileUpdateSchema>>;

/** `PUT /api/dashboard/profile/language`. */
export function createLanguagePayloadSchema(t: TranslateFn) {
  return v.strictObject({ lang: langField(t) }, objectMessage(t));
}

/** `POST /api/dashboard/profile/email`: the new address, and the current password. */
export function createEmailChangePayloadSchema(t: TranslateFn) {
  return v.strictObject({ email: emailField(t), password: currentPasswordField(t) }, objectMessage(t));
}
export type EmailChangePayload = v.InferInput<ReturnType<typeof createEmailChangePayloadSchema>>;

/** `POST /api/dashboard/profile/password`: registration's length rules for the new one. */
export function createPasswordChangePayloadSchema(t: TranslateFn) {
  return v.strictObject(
    { current_password: currentPasswordField(t), new_password: newPasswordField(t) },
    objectMessage(t),
  );
}
export type PasswordChangePayload = v.InferInput<ReturnType<typeof createPasswordChangePayloadSchema>>;

/** The password form: the payload and a confirmation typed twice (never sent). */
export function createPasswordChangeFormSchema(t: TranslateFn) {
  return v.pipe(
    v.object({
      current_password: currentPasswordField(t),
      new_password: newPasswordField(t),
      confirm_password: v.pipe(
        v.string(() => t('confirmPassword.required')),
        v.nonEmpty(() => t('confirmPassword.required')),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['new_password'], ['confirm_password']],
        (input) => input.new_password === input.confirm_password,
        () => t('confirmPassword.mismatch'),
      ),
      ['confirm_password'],
    ),
  );
}

/** `DELETE /api/dashboard/account`: the account's address, typed by the person. */
export function createAccountDeletionPayloadSchema(t: TranslateFn) {
  return v.strictObject({ email: emailField(t) }, objectMessage(t));
}
export type AccountDeletionPayload = v.InferInput<ReturnType<typeof createAccountDeletionPayloadSchema>>;

export const profileResponseSchema = v.object({
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  /** A new address waiting for its link to be opened, else null. */
  pending_email: v.nullable(v.string()),
  birth_date: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  study_level: v.nullable(v.picklist(STUDY_LEVELS)),
  user_type: v.picklist(USER_TYPES),
  lang: v.picklist(USER_LANGS),
});
export type ProfileResponse = v.InferOutput<typeof profileResponseSchema>;

export const languageResponseSchema = v.object({ lang: v.picklist(USER_LANGS) });
export const emailChangeResponseSchema = v.object({ pending_email: v.string() });

/** One open session; `device` is read from the browser's user agent when it sent one. */
export const accountSessionSchema = v.object({
  id: v.string(),
  device: v.object({
    browser: v.nullable(v.string()),
    os: v.nullable(v.string()),
    /** `mobile`, `tablet`… as the user agent says; null for a desktop or unknown device. */
    type: v.nullable(v.string()),
  }),
  created_at: v.string(),
  last_used_at: v.string(),
  /** The session this request was made with. */
  current: v.boolean(),
});
export type AccountSession = v.InferOutput<typeof accountSessionSchema>;
export const sessionsResponseSchema = v.object({ sessions: v.array(accountSessionSchema) });
export type SessionsResponse = v.InferOutput<typeof sessionsResponseSchema>;
export const revokedSessionsResponseSchema = v.object({ revoked: v.number() });
