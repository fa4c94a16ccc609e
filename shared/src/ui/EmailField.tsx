import { TextField, type TextFieldProps } from './TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'id' | 'type'> & { id?: string };

/** An e-mail address as browsers and password managers expect it: no capitals, no spell check. */
export function EmailField({ id = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
