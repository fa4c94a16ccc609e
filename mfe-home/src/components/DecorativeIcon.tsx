import styles from './DecorativeIcon.module.css';

export type IconName = 'trainings' | 'team' | 'lifeGps' | 'commitments' | 'mail' | 'clock';

/** An illustration beside a heading; hidden from assistive technologies (the text says it all). */
export function DecorativeIcon({ name }: { name: IconName }) {
  return <span className={`${styles.icon} ${styles[name]}`} aria-hidden="true" />;
}
