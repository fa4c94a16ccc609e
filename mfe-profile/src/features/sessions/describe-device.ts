import type { TFunction } from 'i18next';
import type { AccountSession } from '@coach/shared/profile';

/** "Firefox on Linux", "Mobile Safari on iOS 17.5 (mobile)", or "Unknown device". */
export function describeDevice(device: AccountSession['device'], t: TFunction): string {
  const { browser, os, type } = device;
  const name =
    browser && os ? t('sessions.device', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'));
  const kind = type === 'mobile' || type === 'tablet' ? t(`sessions.${type}`) : null;
  return kind ? `${name} (${kind})` : name;
}
