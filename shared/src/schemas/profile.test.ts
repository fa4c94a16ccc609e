import * as v from 'valibot';
import { en, errorsOf, tEn, tFr } from './test-translator';
import {
  createAccountDeletionPayloadSchema,
  createEmailChangePayloadSchema,
  createPasswordChangeFormSchema,
  createPasswordChangePayloadSchema,
  createProfileUpdateSchema,
} from './profile-entry';

const valid = {
  firstname: 'Camille',
  lastname: 'Durand',
  birth_date: '1990-04-12',
  mobile: '+33 6 12 34 56 78',
  study_level: 'bachelor',
};

describe('profile update', () => {
  it('normalises like registration: trimmed names, compact mobile, "" study level → null', () => {
    expect(v.parse(createProfileUpdateSchema(tFr), { ...valid, firstname: ' Camille ' })).toEqual({
      ...valid,
      mobile: '+33612345678',
    });
    expect(v.parse(createProfileUpdateSchema(tFr), { ...valid, study_level: '', mobile: '' })).toMatchObject({
      study_level: null,
      mobile: '',
    });
  });

  it('reports registration’s messages per field, in both languages', () => {
    const bad = {
      firstname: '',
      lastname: 'x'.repeat(101),
      birth_date: '31/12/1990',
      mobile: '06',
      study_level: 'phd',
    };
    expect(errorsOf(createProfileUpdateSchema(tFr), bad)).toEqual({
      firstname: ['Veuillez saisir votre prénom.'],
      lastname: ['Le nom ne doit pas dépasser 100 caractères.'],
      birth_date: ['Date d’anniversaire invalide'],
      mobile: [
        'Numéro de mobile invalide : indiquez l’indicatif du pays puis le numéro (par exemple +33612345678).',
      ],
      study_level: ['Niveau d’études invalide'],
    });
    expect(errorsOf(createProfileUpdateSchema(tEn), bad).study_level).toEqual(['Invalid level of study']);
    expect(errorsOf(createProfileUpdateSchema(tFr), { ...valid, email: 'a@b.co' })).toEqual({
      email: ['Champ inattendu.'],
    });
  });
});

describe('password change', () => {
  it('needs the current password and registration’s length for the new one', () => {
    expect(errorsOf(createPasswordChangePayloadSchema(tFr), { new_password: 'short' })).toEqual({
      current_password: ['Veuillez saisir votre mot de passe'],
      new_password: ['Le mot de passe doit comporter au moins 8 caractères'],
    });
  });

  it('the form checks the confirmation', () => {
    const form = createPasswordChangeFormSchema(tEn);
    expect(
      errorsOf(form, {
        current_password: 'old-one',
        new_password: 'long-enough-1',
        confirm_password: 'other-one',
      }),
    ).toEqual({ confirm_password: [en.confirmPassword.mismatch] });
  });
});

describe('e-mail change and deletion', () => {
  it('validate the address like registration', () => {
    expect(errorsOf(createEmailChangePayloadSchema(tFr), { email: 'nope', password: '' })).toEqual({
      email: ['Adresse e-mail invalide'],
      password: ['Veuillez saisir votre mot de passe'],
    });
    expect(v.parse(createAccountDeletionPayloadSchema(tFr), { email: ' Ada@Example.com ' })).toEqual({
      email: 'ada@example.com',
    });
  });
});
