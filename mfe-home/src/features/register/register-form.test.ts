import { mapApiErrors, valuesFromDraft } from './register-form.ts';

describe('mapApiErrors (SPEC §8)', () => {
  it('puts the api snake_case fields beside the form fields and joins base by newlines', () => {
    const mapped = mapApiErrors({
      base: ['Première erreur.', 'Seconde erreur.'],
      firstname: ['Prénom refusé.'],
      birth_date: ['Date refusée.'],
      user_type: ['Profil refusé.'],
      mobile: ['Numéro refusé.'],
      lastname: ['Nom refusé.', 'Trop long.'],
    });
    expect(mapped.fields).toEqual({
      firstName: 'Prénom refusé.',
      lastName: 'Nom refusé.\nTrop long.',
      birthDate: 'Date refusée.',
      userType: 'Profil refusé.',
      mobileNumber: 'Numéro refusé.',
    });
    expect(mapped.general).toBe('Première erreur.\nSeconde erreur.');
    expect(mapped.step).toBe('first');
  });

  it('goes to the later step when only its fields fail', () => {
    expect(mapApiErrors({ gender: ['Genre requis'] }).step).toBe('second');
    expect(mapApiErrors({ base: ['Trop de tentatives.'] }).step).toBeNull();
  });

  it('shows what no field holds (invitation, lang) in the general error, once', () => {
    const mapped = mapApiErrors({
      base: ['Invitation invalide.'],
      invited_id: ['Invitation invalide.'],
      lang: ['Langue invalide'],
    });
    expect(mapped.general).toBe('Invitation invalide.\nLangue invalide');
    expect(mapped.fields).toEqual({});
  });
});

describe('valuesFromDraft', () => {
  it('restores everything but the passwords, which start empty', () => {
    expect(
      valuesFromDraft({
        showForm: 'second',
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthDate: '1990-12-10',
        gender: 'female',
        email: 'ada@example.com',
        mobile: '+44 7911 123456',
        userType: 'coach',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: '',
      confirmPassword: '',
      birthDate: '1990-12-10',
      gender: 'female',
      countryCode: '44',
      mobileNumber: '7911 123456',
      userType: 'coach',
    });
  });
});
