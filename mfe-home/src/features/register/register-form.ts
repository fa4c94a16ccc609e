import type { ApiErrors } from '@coach/shared/api';
import type { FieldErrors, StandardSchema } from '@coach/shared/forms';
import type { TranslateFn } from '@coach/shared/i18n';
import {
  composeMobile,
  createRegisterStepTwoSchema,
  toRegisterPayload,
  type RegisterPayloadValues,
  type RegisterStepOneValues,
  type RegisterStepTwoValues,
} from '@coach/shared/schemas';
import {
  formatMobileDraft,
  parseMobileDraft,
  type DraftKey,
  type RegisterDraft,
  type RegisterStep,
} from '../../lib/register-draft.ts';

/** The fields of each step, in the order they appear (focus goes to the first invalid one). */
export const STEP_ONE_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
export const STEP_TWO_FIELDS = ['birthDate', 'gender', 'countryCode', 'mobileNumber', 'userType'] as const;
export const REGISTER_FIELDS = [...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS] as const;

export type StepOneField = (typeof STEP_ONE_FIELDS)[number];
export type StepTwoField = (typeof STEP_TWO_FIELDS)[number];
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

export function stepOf(field: RegisterField): RegisterStep {
  return (STEP_ONE_FIELDS as readonly string[]).includes(field) ? 'first' : 'second';
}

export function fieldsOf(step: RegisterStep): readonly RegisterField[] {
  return step === 'first' ? STEP_ONE_FIELDS : STEP_TWO_FIELDS;
}

/** The form restored from the draft; passwords always start empty (they are never stored). */
export function valuesFromDraft(draft: RegisterDraft): RegisterValues {
  const mobile = parseMobileDraft(draft.mobile);
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    password: '',
    confirmPassword: '',
    birthDate: draft.birthDate,
    gender: draft.gender,
    countryCode: mobile.countryCode,
    mobileNumber: mobile.number,
    userType: draft.userType,
  };
}

/** What to write in the draft when `field` changes: nothing for the passwords. */
export function draftEntry(field: RegisterField, values: RegisterValues): [DraftKey, string] | null {
  switch (field) {
    case 'password':
    case 'confirmPassword':
      return null;
    case 'countryCode':
    case 'mobileNumber':
      return ['mobile', formatMobileDraft({ countryCode: values.countryCode, number: values.mobileNumber })];
    default:
      return [field, values[field]];
  }
}

export function stepOneValues(values: RegisterValues): Record<StepOneField, string> {
  const { firstName, lastName, email, password, confirmPassword } = values;
  return { firstName, lastName, email, password, confirmPassword };
}

export function stepTwoValues(values: RegisterValues): Record<StepTwoField, string> {
  const { birthDate, gender, countryCode, mobileNumber, userType } = values;
  return { birthDate, gender, countryCode, mobileNumber, userType };
}

/** A country calling code: 1 to 3 digits, no leading zero. */
const COUNTRY_CODE_PATTERN = /^[1-9]\d{0,2}$/;

type Issue = { message: string; path: ReadonlyArray<{ key: string }> };

function issueKey(issue: {
  path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}): unknown {
  const last = issue.path?.at(-1);
  return typeof last === 'object' && last !== null ? last.key : last;
}

/**
 * The later step as the form has it (country code and number apart) on top of the shared schema
 * (which checks the composed `mobile`): mobile issues go to the number, and the country code is
 * checked when a number is given.
 */
export function createStepTwoFormSchema(t: TranslateFn): StandardSchema<RegisterStepTwoValues> {
  const schema = createRegisterStepTwoSchema(t);
  return {
    '~standard': {
      validate(input: unknown) {
        const form = input as Record<StepTwoField, string>;
        const issues: Issue[] = [];
        if (form.mobileNumber.trim() !== '' && !COUNTRY_CODE_PATTERN.test(form.countryCode)) {
          issues.push({ message: t('countryCode.invalid'), path: [{ key: 'countryCode' }] });
        }
        const result = schema['~standard'].validate({
          birthDate: form.birthDate,
          gender: form.gender,
          userType: form.userType,
          mobile: composeMobile(form.countryCode, form.mobileNumber),
        });
        if (result instanceof Promise) throw new TypeError('the later step schema must be synchronous');
        for (const issue of result.issues ?? []) {
          const key = issueKey(issue);
          issues.push({
            message: issue.message,
            path: [{ key: key === 'mobile' ? 'mobileNumber' : String(key ?? '') }],
          });
        }
        if (issues.length > 0 || result.issues) return { issues };
        return { value: result.value };
      },
    },
  };
}

/** The api's snake_case fields (docs: `POST /api/dashboard/register`) → the form's fields. */
export const API_FIELD_TO_FORM: Readonly<Record<string, RegisterField>> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  password: 'password',
  birth_date: 'birthDate',
  gender: 'gender',
  mobile: 'mobileNumber',
  user_type: 'userType',
};

export interface MappedApiErrors {
  fields: FieldErrors<RegisterField>;
  /** `errors.base` joined by newlines, plus what belongs to no field of the form (invitation…). */
  general: string | null;
  /** The step holding the first failing field, if any. */
  step: RegisterStep | null;
}

/** SPEC §8: per-field errors beside their fields, `errors.base` joined by newlines as a general error. */
export function mapApiErrors(errors: ApiErrors): MappedApiErrors {
  const fields: FieldErrors<RegisterField> = {};
  const general: string[] = [...(errors.base ?? [])];
  for (const [apiField, messages] of Object.entries(errors)) {
    if (apiField === 'base' || messages.length === 0) continue;
    const field = API_FIELD_TO_FORM[apiField];
    if (field) fields[field] = messages.join('\n');
    else for (const message of messages) if (!general.includes(message)) general.push(message);
  }
  const first = REGISTER_FIELDS.find((field) => fields[field] !== undefined);
  return {
    fields,
    general: general.length > 0 ? general.join('\n') : null,
    step: first ? stepOf(first) : null,
  };
}

/**
 * The `user` of `POST /api/dashboard/register` (SPEC §7) from the two checked steps; `lang` is
 * fixed to 'fr' (SPEC §9).
 */
export function toUserPayload(
  stepOne: RegisterStepOneValues,
  stepTwo: RegisterStepTwoValues,
): RegisterPayloadValues['user'] {
  return toRegisterPayload(stepOne, stepTwo).user;
}
