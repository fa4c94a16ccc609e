import { useTranslation } from 'react-i18next';
import type { CaptainResult } from '@coach/shared/results';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { CaptainBars } from './CaptainBars.tsx';
import { CaptainPortrait } from './CaptainPortrait.tsx';
import { useDateText } from './dates.ts';
import styles from './results.module.css';
import { TestResultFrame } from './TestResultFrame.tsx';

/** `/training_results/{training_slug}/j-embarque`: "Quel type de capitaine je suis ?" (docs/product.md §8.3). */
export default function JEmbarqueResultPage() {
  return (
    <TestResultFrame<CaptainResult> titleKey="resultJEmbarque.title" kind="j-embarque">
      {(result, previous) => <CaptainResultView result={result} previous={previous} />}
    </TestResultFrame>
  );
}

function CaptainResultView({ result, previous }: { result: CaptainResult; previous: CaptainResult | null }) {
  const { t } = useTranslation(NAMESPACE);
  const dateText = useDateText();
  const main = result.types.find((type) => type.id === result.main)!;
  const secondary = result.types.find((type) => type.id === result.secondary) ?? null;
  return (
    <>
      <p className={styles.lead}>
        {secondary
          ? t('resultJEmbarque.summary', { main: main.name, secondary: secondary.name })
          : t('resultJEmbarque.summaryOne', { main: main.name })}
      </p>
      <div className={previous ? styles.compare : undefined}>
        <CaptainBars
          result={result}
          caption={t('resultJEmbarque.barsNow', { date: dateText(result.created_at) })}
        />
        {previous ? (
          <CaptainBars
            result={previous}
            caption={t('resultJEmbarque.barsPrevious', { date: dateText(previous.created_at) })}
          />
        ) : null}
      </div>
      <div className={styles.portraits}>
        <CaptainPortrait type={main} role="main" />
        {secondary ? <CaptainPortrait type={secondary} role="secondary" /> : null}
      </div>
    </>
  );
}
