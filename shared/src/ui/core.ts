// The kit's everyday pieces, also an entry of their own (`@coach/shared/ui/core`): Module
// Federation shares an entry whole, so a page that only needs a form (e.g. /home/login) loads
// these without the rest of the kit.
export { Page } from './Page.tsx';
export { Field, FieldError, FieldHint, controlClassName, errorIdOf, hintIdOf } from './Field.tsx';
export type { FieldControlProps, FieldProps } from './Field.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { EmailField, type EmailFieldProps } from './EmailField.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField.tsx';
export { DateField, type DateFieldProps } from './DateField.tsx';
export { FormAlert, FormNotice, FormStatus } from './FormMessages.tsx';
export { Button, SubmitButton, buttonClassName } from './Button.tsx';
export type { ButtonLook, ButtonProps, SubmitButtonProps } from './Button.tsx';
export { Card, type CardProps } from './Card.tsx';
