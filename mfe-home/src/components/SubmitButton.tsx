export interface SubmitButtonProps {
  label: string;
  /** Shown instead of `label` while the form is being sent; the button is disabled meanwhile. */
  busyLabel: string;
  busy: boolean;
  className?: string;
  id?: string;
}

export function SubmitButton({ label, busyLabel, busy, className = 'button', id }: SubmitButtonProps) {
  return (
    <button id={id} type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
