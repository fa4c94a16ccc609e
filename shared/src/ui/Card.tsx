import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` when the card has a heading of its own (label it with aria-labelledby). */
  as?: 'div' | 'section' | 'article';
  /** Lays the children out in a column with the standard gap. */
  stack?: boolean;
}

/** A raised surface grouping related content. */
export function Card({ as: Tag = 'div', stack = false, className, ...rest }: CardProps) {
  const classes = [styles.card, stack && styles.stack, className].filter(Boolean).join(' ');
  return <Tag {...rest} className={classes} />;
}
