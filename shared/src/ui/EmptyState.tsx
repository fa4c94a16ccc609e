import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: string;
  message?: string;
  /** What to do about it, e.g. a button or link to add the first item. */
  action?: ReactNode;
  /** Heading level that fits the page's outline (h2 by default). */
  headingLevel?: 2 | 3;
  /** A decorative picture above the title, e.g. `<NoTrainingArt />` (hidden from screen readers). */
  illustration?: ReactNode;
}

/** Nothing to show yet, said plainly, with the way forward. */
export function EmptyState({ title, message, action, headingLevel = 2, illustration }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.empty}>
      {illustration ? <div className={styles.art}>{illustration}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action}
    </div>
  );
}
