import { useId } from 'react';
import { BarFill } from '@coach/shared/ui/bar-fill';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Visible name of the bar, also its accessible name. */
  label: string;
  value: number;
  min?: number;
  max?: number;
  /** How the value reads, shown and announced (e.g. "3 of 8 modules"); the percentage otherwise. */
  valueText?: string;
}

/** A determinate progress bar with a visible label and value. */
export function ProgressBar({ label, value, min = 0, max = 100, valueText }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const ratio = max > min ? (clamped - min) / (max - min) : 0;
  const text = valueText ?? `${Math.round(ratio * 100)} %`;
  return (
    <div className={styles.progress}>
      <div className={styles.label}>
        <span id={labelId}>{label}</span>
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={styles.track}
      >
        <BarFill ratio={ratio} className={styles.bar} />
      </div>
    </div>
  );
}
