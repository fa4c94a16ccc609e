import { useTranslation } from 'react-i18next';
import { readLatestWheel } from '../../lib/life-gps-api.ts';
import { useResource } from '../../lib/use-resource.ts';

/** The slug of the "Le GPS de ma vie" training, whose test draws the wheel (docs/product.md §8.2). */
export const LIFE_GPS_TRAINING = 'le-gps-de-ma-vie';

/** The full result page of the latest wheel (mfe-trainings, docs/product.md §8.3). */
export const LIFE_GPS_RESULT_PATH = `/training_results/${LIFE_GPS_TRAINING}/my_life_gps`;

/**
 * The person's latest wheel (`data` null: no test taken yet). Read again when the page's language
 * changes: the areas' names come in the request's language.
 */
export function useLatestWheel() {
  const { i18n } = useTranslation();
  return useResource(() => readLatestWheel(LIFE_GPS_TRAINING), `life-wheel:${i18n.language}`);
}
