/** The form's general error (SPEC §8: server messages joined by newlines), announced at once. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="form__error form__alert">
      {message}
    </p>
  );
}

/** A polite confirmation (e.g. "link sent"). */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className="form__success">
      {message}
    </p>
  );
}
