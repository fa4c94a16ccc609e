import styles from './StepList.module.css';

/** Numbered steps, each number in a disc (the list stays an <ol> for assistive technologies). */
export function StepList({ steps }: { steps: ReadonlyArray<{ key: string; text: string }> }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.key} className={styles.step}>
          {step.text}
        </li>
      ))}
    </ol>
  );
}
