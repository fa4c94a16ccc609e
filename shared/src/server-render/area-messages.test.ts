import { sharedResources } from '@coach/shared/i18n/resources';
import { areaValidationResources } from '@coach/shared/i18n/area-validation-resources';
import { signedInAreaMessages } from './area-messages.ts';

describe('signedInAreaMessages', () => {
  const messages = signedInAreaMessages('profile', {
    fr: { title: 'Mon profil' },
    en: { title: 'My profile' },
  });

  it('holds the shared namespaces and the area’s own, per language', () => {
    expect(Object.keys(messages)).toEqual(['fr', 'en']);
    expect(messages.fr.common).toBe(sharedResources.fr.common);
    expect(messages.fr.profile).toEqual({ title: 'Mon profil' });
    expect(messages.en.profile).toEqual({ title: 'My profile' });
  });

  it('adds the areas’ validation messages to `validation`, as the browser registers them', () => {
    expect(messages.en.validation).toMatchObject(sharedResources.en.validation);
    expect(messages.en.validation).toMatchObject(areaValidationResources.en);
    // A copy: the shared resources stay as they are.
    expect(sharedResources.en.validation).not.toHaveProperty(Object.keys(areaValidationResources.en)[0]!);
  });
});
