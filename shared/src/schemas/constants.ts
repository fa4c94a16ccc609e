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
/** Top-level domains that mail clients turn into links and that phishing favours. */
const LINKED_TLDS =
  'com|net|org|info|biz|io|co|me|app|dev|xyz|top|site|online|link|click|ly|gl|fr|de|uk|us|eu|ru|cn|be|ch|ca|nl|es|it';
/**
 * A link or what a mail client turns into one: a scheme (`https://`, `javascript:`… with `//`),
 * `www.`, an address, a domain with a path (`evil.example/login`) or a word ending in a common
 * top-level domain (`paie.com`). A dotted name stays a name (`St.Pierre`, `Jean.Paul`). Names go
 * into e-mails (a team's, a leader's, a member's), so they must not carry one (docs/security.md).
 */
export const LINK_LIKE = new RegExp(
  `[a-z][a-z0-9+.-]*://|\\bwww\\.|@|[\\p{L}\\p{N}-]+\\.\\p{L}{2,}/|[\\p{L}\\p{N}-]+\\.(?:${LINKED_TLDS})(?![\\p{L}\\p{N}])`,
  'iu',
);
/** True when the text holds no link (for `v.check`). */
export const hasNoLink = (text: string): boolean => !LINK_LIKE.test(text);
