/** Business constants behind the validation rules (SPEC §5 and §9). */

/** SPEC §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (≥ 64 required by our security policy); nothing is truncated. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;

/** Values of `user_type`. The spec leaves them open; these are ours (see docs/api.md). */
export const USER_TYPES = ['coachee', 'coach', 'manager', 'hr'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
/** SPEC §9: default gender. */
export const DEFAULT_GENDER: Gender = 'female';

/** SPEC §9: default country calling code of the mobile number. */
export const DEFAULT_COUNTRY_CODE = '33';

export const USER_LANGS = ['fr', 'en'] as const;
export type UserLang = (typeof USER_LANGS)[number];
/** SPEC §9: language sent at registration. */
export const REGISTRATION_LANG: UserLang = 'fr';

/** `+`, a country code and the number: 8 to 15 digits in all (E.164). */
export const MOBILE_PATTERN = /^\+[1-9]\d{7,14}$/;
/** ISO calendar date as sent by the form: YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Control characters are never accepted in names. */
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;
