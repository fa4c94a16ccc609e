import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export interface ButtonLook {
  variant?: 'primary' | 'secondary';
  size?: 'normal' | 'large';
}

/** The kit's button classes, for elements that look like a button but are not one (router links). */
export function buttonClassName(
  { variant = 'primary', size = 'normal' }: ButtonLook = {},
  extra?: string,
): string {
  return [styles.button, variant === 'secondary' && styles.secondary, size === 'large' && styles.large, extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Work in progress: disabled, `aria-busy`, and `busyLabel` (when given) instead of the children. */
  busy?: boolean;
  busyLabel?: string;
}

/** A button (`type="button"` unless told otherwise, so it never submits a form by accident). */
export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  className,
  type = 'button',
  disabled,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={buttonClassName({ variant, size }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children' | 'busyLabel'> {
  label: string;
  /** Shown instead of `label` while the form is being sent; the button is disabled meanwhile. */
  busyLabel: string;
}

/** A form's submit button that says the form is being sent and cannot be pressed twice. */
export function SubmitButton({ label, busyLabel, ...button }: SubmitButtonProps) {
  return (
    <Button {...button} type="submit" busyLabel={busyLabel}>
      {label}
    </Button>
  );
}
