import { i18n } from '@coach/shared/i18n';
import { resetEnvironment } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { describeDevice } from './describe-device.ts';

registerNamespace();
beforeEach(resetEnvironment);

describe('describeDevice', () => {
  const t = () => i18n.getFixedT('fr', 'profile');
  it.each([
    [{ browser: 'Firefox', os: 'Linux', type: null }, 'Firefox sur Linux'],
    [{ browser: 'Mobile Safari', os: 'iOS 17.5', type: 'mobile' }, 'Mobile Safari sur iOS 17.5 (mobile)'],
    [{ browser: null, os: 'Android 14', type: 'tablet' }, 'Android 14 (tablette)'],
    [{ browser: null, os: null, type: null }, 'Appareil inconnu'],
  ])('%o → %s', (device, expected) => {
    expect(describeDevice(device, t())).toBe(expected);
  });
});
