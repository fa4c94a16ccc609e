import { DEFAULT_COUNTRY_CODE, DEFAULT_GENDER } from '@coach/shared/schemas';

/**
 * The registration draft of SPEC §3, in localStorage under exactly these keys, as plain strings.
 * The password and its confirmation are never written anywhere.
 */
export const DRAFT_KEYS = [
  'showForm',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'email',
  'mobile',
  'userType',
] as const;
export type DraftKey = (typeof DRAFT_KEYS)[number];

/** `showForm`: the first step ('first', the initial value) or the later one ('second'). */
export const REGISTER_STEPS = ['first', 'second'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];
export const FIRST_STEP: RegisterStep = 'first';

export type RegisterDraft = Record<Exclude<DraftKey, 'showForm'>, string> & { showForm: RegisterStep };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: the form still works, without a draft
  }
}

function read(key: DraftKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function isRegisterStep(value: unknown): value is RegisterStep {
  return typeof value === 'string' && (REGISTER_STEPS as readonly string[]).includes(value);
}

/** The draft as stored; the step defaults to 'first' and the gender to 'female' (SPEC §9). */
export function readDraft(): RegisterDraft {
  const step = read('showForm');
  return {
    showForm: isRegisterStep(step) ? step : FIRST_STEP,
    firstName: read('firstName') ?? '',
    lastName: read('lastName') ?? '',
    birthDate: read('birthDate') ?? '',
    gender: read('gender') ?? DEFAULT_GENDER,
    email: read('email') ?? '',
    mobile: read('mobile') ?? '',
    userType: read('userType') ?? '',
  };
}

export function writeDraft(key: DraftKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or private mode: the draft is a convenience, the form keeps working.
  }
}

/** Writes `showForm` = 'first' when the draft has no step yet (SPEC §3: initially 'first'). */
export function initDraftStep(): void {
  if (!isRegisterStep(read('showForm'))) writeDraft('showForm', FIRST_STEP);
}

/** After a successful registration: nothing of the draft stays on the device. */
export function clearDraft(): void {
  for (const key of DRAFT_KEYS) {
    try {
      storage()?.removeItem(key);
    } catch {
      // see writeDraft
    }
  }
}

export interface MobileParts {
  countryCode: string;
  number: string;
}

/**
 * The `mobile` key holds what the user typed as `+<country code> <number>` (the space keeps the
 * two apart so both are restored); '' when there is no number and the code is the default.
 */
export function formatMobileDraft({ countryCode, number }: MobileParts): string {
  if (number.trim() === '' && (countryCode === '' || countryCode === DEFAULT_COUNTRY_CODE)) return '';
  return `+${countryCode} ${number}`;
}

export function parseMobileDraft(value: string): MobileParts {
  const match = /^\+(\d*) (.*)$/.exec(value);
  if (match) return { countryCode: match[1] ?? DEFAULT_COUNTRY_CODE, number: match[2] ?? '' };
  // A composed number without the separator (`+33612345678`), e.g. written by an older version.
  const withoutDefault = value.startsWith(`+${DEFAULT_COUNTRY_CODE}`)
    ? value.slice(DEFAULT_COUNTRY_CODE.length + 1)
    : value;
  return { countryCode: DEFAULT_COUNTRY_CODE, number: withoutDefault };
}
