import { TextField, type TextFieldProps } from './TextField.tsx';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max'> {
  /** Earliest and latest dates allowed, as YYYY-MM-DD (the format of the value too). */
  min?: string;
  max?: string;
}

/** A native date input: the browser's own picker, the value as YYYY-MM-DD. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
