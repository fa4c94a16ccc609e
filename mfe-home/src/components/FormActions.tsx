import type { ReactNode } from 'react';
import styles from './FormActions.module.css';

/** A row of buttons ending a form or a card; `split` pushes them to both ends (Back … Continue). */
export function FormActions({ children, split = false }: { children: ReactNode; split?: boolean }) {
  return <div className={split ? `${styles.actions} ${styles.split}` : styles.actions}>{children}</div>;
}
