import * as v from 'valibot';
import { errorsOf, tEn, tFr } from './test-translator';
import {
  composeMobile,
  createLoginPayloadSchema,
  createRegisterPayloadSchema,
  createRegisterStepOneSchema,
  createRegisterStepTwoSchema,
  toRegisterPayload,
} from './index';

describe('register form, first step', () => {
  it('uses the exact French messages of SPEC §5', () => {
    const errors = errorsOf(createRegisterStepOneSchema(tFr), {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    });
    expect(errors).toEqual({
      firstName: ['Veuillez saisir votre prénom.'],
      lastName: ['Veuillez saisir votre nom.'],
      email: ['Veuillez saisir votre email'],
      password: ['Veuillez saisir votre mot de passe'],
      confirmPassword: ['Veuillez confirmer votre mot de passe'],
    });
  });

  it('checks the e-mail format and the minimum password length', () => {
    const errors = errorsOf(createRegisterStepOneSchema(tFr), {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@',
      password: '1234567',
      confirmPassword: '1234567',
    });
    expect(errors).toEqual({
      email: ['Adresse e-mail invalide'],
      password: ['Le mot de passe doit comporter au moins 8 caractères'],
    });
  });

  it('reports a confirmation that does not match under confirmPassword', () => {
    const errors = errorsOf(createRegisterStepOneSchema(tEn), {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      password: 'long enough',
      confirmPassword: 'long enougH',
    });
    expect(errors).toEqual({ confirmPassword: ['The passwords do not match'] });
  });

  it('trims names and normalises the e-mail', () => {
    const output = v.parse(createRegisterStepOneSchema(tFr), {
      firstName: '  Ana ',
      lastName: 'Lima',
      email: ' Ana@Example.COM ',
      password: 'long enough',
      confirmPassword: 'long enough',
    });
    expect(output).toMatchObject({ firstName: 'Ana', email: 'ana@example.com' });
  });
});

describe('register form, later step', () => {
  it('requires birth date, gender and user type with the spec messages', () => {
    expect(
      errorsOf(createRegisterStepTwoSchema(tFr), { birthDate: '', gender: '', mobile: '', userType: '' }),
    ).toEqual({
      birthDate: ['Date d’anniversaire requis'],
      gender: ['Genre requis'],
      userType: ['Veuillez choisir votre profil'],
    });
  });

  it('refuses impossible and future dates, and malformed mobiles', () => {
    const future = `${new Date().getFullYear() + 1}-01-01`;
    for (const birthDate of ['2023-02-29', '1899-12-31', future, '01/02/1990']) {
      expect(
        errorsOf(createRegisterStepTwoSchema(tFr), { birthDate, gender: 'female', userType: 'coachee' })
          .birthDate,
      ).toEqual(['Date d’anniversaire invalide']);
    }
    expect(
      errorsOf(createRegisterStepTwoSchema(tFr), {
        birthDate: '2000-02-29',
        gender: 'female',
        userType: 'coachee',
        mobile: '+33',
      }),
    ).toEqual({
      mobile: [
        'Numéro de mobile invalide : indiquez l’indicatif du pays puis le numéro (par exemple +33612345678).',
      ],
    });
  });

  it('builds the mobile as + country code + number', () => {
    expect(composeMobile('33', '06 12 34 56 78')).toBe('+33612345678');
    expect(composeMobile('', '612345678')).toBe('+33612345678');
    expect(composeMobile('+1', '(415) 555-0100')).toBe('+14155550100');
    expect(composeMobile('33', '')).toBe('');
  });
});

describe('api payloads', () => {
  it('maps the two steps to the register payload of SPEC §7 (lang fixed to fr)', () => {
    const payload = toRegisterPayload(
      { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', password: 'long enough' },
      { birthDate: '1990-01-02', gender: 'female', mobile: '+33612345678', userType: 'coach' },
    );
    expect(payload).toEqual({
      user: {
        firstname: 'Ana',
        lastname: 'Lima',
        birth_date: '1990-01-02',
        gender: 'female',
        email: 'ana@example.com',
        mobile: '+33612345678',
        lang: 'fr',
        password: 'long enough',
        user_type: 'coach',
      },
    });
    expect(v.safeParse(createRegisterPayloadSchema(tFr), payload).success).toBe(true);
  });

  it('refuses unknown keys, naming them', () => {
    expect(errorsOf(createLoginPayloadSchema(tFr), { email: 'a@b.co', password: 'x', admin: true })).toEqual({
      admin: ['Champ inattendu.'],
    });
    expect(errorsOf(createLoginPayloadSchema(tEn), {})).toEqual({
      email: ['Please enter your email'],
      password: ['Please enter your password'],
    });
  });
});
