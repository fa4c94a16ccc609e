import type { ReactNode } from 'react';
import styles from './FormMessages.module.css';

/** A form's general error (e.g. the server's messages joined by newlines), announced at once. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.alert}>
      {message}
    </p>
  );
}

/**
 * A polite confirmation (e.g. "link sent"). Always rendered, empty until there is news: a live
 * region must be in the page before its text changes for screen readers to announce it.
 */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={styles.status}>
      {message}
    </p>
  );
}

/** Something to know before filling the form in (not an error). */
export function FormNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}
