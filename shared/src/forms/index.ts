// What the remotes' forms share: validation with the shared schemas through their Standard Schema
// interface (no valibot in this entry, so a remote that imports it does not bundle valibot), field
// errors that follow a language switch, and focus on the first field in error after a submit.
export { commit } from './commit.ts';
export { focusById } from './focus.ts';
export { useFormErrors, type FormErrors, type OutputOf } from './use-form-errors.ts';
export { useValidationT } from './use-validation-t.ts';
export {
  firstInvalid,
  validate,
  type FieldErrors,
  type StandardSchema,
  type ValidationResult,
} from './validate.ts';
