import fr from '../../i18n/locales/fr/life-gps-wheel.json';
import en from '../../i18n/locales/en/life-gps-wheel.json';
import { bundledNamespace } from '../../i18n/bundled-namespace.ts';

/** The wheel's own strings: its title, legend and largest gaps, one catalogue wherever it is drawn. */
export const WHEEL_NAMESPACE = 'lifeGpsWheel';

/** `t` of the wheel's namespace (`now`, `wished`, `previousNow` also head the results' table). */
export const useWheelText = bundledNamespace(WHEEL_NAMESPACE, { fr, en });
