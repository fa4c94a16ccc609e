import { useId, type ReactNode } from 'react';
import { Card } from '@coach/shared/ui';
import styles from './section.module.css';

export interface SectionProps {
  title: string;
  intro?: string;
  /** Buttons beside the title (Modify). */
  actions?: ReactNode;
  children?: ReactNode;
  /** The heading's id, when something must move focus to it. */
  headingId?: string;
}

/** One card of the profile page: an h2 (the section's accessible name), a line of intro, its content. */
export function Section({ title, intro, actions, children, headingId }: SectionProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <Card as="section" aria-labelledby={id} stack className={styles.section}>
      <div className={styles.header}>
        <h2 id={id} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {actions}
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </Card>
  );
}

/** A row of buttons ending a form; they wrap on a phone. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
