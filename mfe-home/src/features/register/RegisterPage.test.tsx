import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { readToken } from '@coach/shared/auth';
import { pageLoad } from '@coach/shared/navigation';
import { deferred, mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import type { Reply } from '@coach/shared/testing';
import { expectSignInReloadGuard } from '../../testing/sign-in.ts';
import RegisterPage from './RegisterPage.tsx';

const INVITATION = '8d0c2c6e-6f0b-4a53-9a43-2f3f3f0c1a11';
const PASSWORD = 'correct horse battery';

const LABELS = {
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    birthDate: 'Date de naissance',
    gender: 'Genre',
    countryCode: 'Indicatif du pays',
    mobileNumber: 'Numéro de mobile',
    userType: 'Vous êtes',
    next: 'Continuer',
    back: 'Retour',
    submit: 'Créer mon compte',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    password: 'Password',
    confirmPassword: 'Confirm password',
    birthDate: 'Birth date',
    gender: 'Gender',
    countryCode: 'Country code',
    mobileNumber: 'Mobile number',
    userType: 'You are',
    next: 'Continue',
    back: 'Back',
    submit: 'Create my account',
  },
} as const;
type Labels = (typeof LABELS)[keyof typeof LABELS];

const renderRegister = (url = '/home/register') => renderRoute(<RegisterPage />, url, '/home/register');
const field = (label: string) => screen.getByLabelText(label);

let assign: jest.SpyInstance;
beforeEach(async () => {
  await resetEnvironment();
  assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

async function fillStepOne(user: UserEvent, labels: Labels = LABELS.fr) {
  await user.type(field(labels.firstName), 'Ada');
  await user.type(field(labels.lastName), 'Lovelace');
  await user.type(field(labels.email), 'Ada@Example.com');
  await user.type(field(labels.password), PASSWORD);
  await user.type(field(labels.confirmPassword), PASSWORD);
}

async function toStepTwo(user: UserEvent, labels: Labels = LABELS.fr) {
  await fillStepOne(user, labels);
  await user.click(screen.getByRole('button', { name: labels.next }));
  await screen.findByLabelText(labels.birthDate);
}

async function fillStepTwo(user: UserEvent) {
  await user.type(field('Date de naissance'), '1990-12-10');
  await user.type(field('Numéro de mobile'), '06 12 34 56 78');
  await user.selectOptions(field('Vous êtes'), 'coach');
}

/** A draft saved on the later step by an earlier visit: Ada's first step, with `more`. */
function storeDraft(more: Record<string, string>): void {
  const draft = {
    showForm: 'second',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    birthDate: '1990-12-10',
    ...more,
  };
  for (const [key, value] of Object.entries(draft)) localStorage.setItem(key, value);
}

function localStorageEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key !== null) entries[key] = localStorage.getItem(key) ?? '';
  }
  return entries;
}

describe('/home/register: the draft in localStorage (SPEC §3)', () => {
  it("writes showForm = 'first' on load and each field under its exact key as it is typed", async () => {
    renderRegister();
    expect(localStorage.getItem('showForm')).toBe('first');
    const user = userEvent.setup();
    await toStepTwo(user);
    expect(localStorage.getItem('showForm')).toBe('second');
    await fillStepTwo(user);
    await user.clear(field('Indicatif du pays'));
    await user.type(field('Indicatif du pays'), '44');
    expect(localStorageEntries()).toEqual({
      showForm: 'second',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      birthDate: '1990-12-10',
      mobile: '+44 06 12 34 56 78',
      userType: 'coach',
    });
    await user.selectOptions(field('Genre'), 'male');
    expect(localStorage.getItem('gender')).toBe('male');
  });

  it('never stores the password or its confirmation, under any key', async () => {
    renderRegister();
    const user = userEvent.setup();
    await toStepTwo(user);
    const entries = localStorageEntries();
    expect(Object.keys(entries)).not.toEqual(expect.arrayContaining(['password']));
    expect(Object.keys(entries)).not.toEqual(expect.arrayContaining(['confirmPassword']));
    for (const value of Object.values(entries)) expect(value).not.toContain(PASSWORD);
    for (let index = 0; index < sessionStorage.length; index += 1) {
      expect(sessionStorage.getItem(sessionStorage.key(index) ?? '')).not.toContain(PASSWORD);
    }
  });

  it('restores the step and the fields on load, the passwords empty', async () => {
    storeDraft({ gender: 'other', mobile: '+44 7911 123456', userType: 'manager' });
    renderRegister();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Étape 2 sur 2 Votre profil');
    expect(field('Date de naissance')).toHaveValue('1990-12-10');
    expect(field('Genre')).toHaveValue('other');
    expect(field('Indicatif du pays')).toHaveValue('44');
    expect(field('Numéro de mobile')).toHaveValue('7911 123456');
    expect(field('Vous êtes')).toHaveValue('manager');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(localStorage.getItem('showForm')).toBe('first');
    expect(field('Prénom')).toHaveValue('Ada');
    expect(field('Nom')).toHaveValue('Lovelace');
    expect(field('Adresse e-mail')).toHaveValue('ada@example.com');
    expect(field('Mot de passe')).toHaveValue('');
    expect(field('Confirmer le mot de passe')).toHaveValue('');
  });

  it('defaults the gender to female and the country code to 33', async () => {
    renderRegister();
    await toStepTwo(userEvent.setup());
    expect(field('Genre')).toHaveValue('female');
    expect(field('Indicatif du pays')).toHaveValue('33');
  });

  it('after a reload on the later step, asks for the password again on the first step', async () => {
    storeDraft({ userType: 'coach' });
    const { fetchMock } = mockApi(() => ({ status: 500 }));
    renderRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(field('Mot de passe')).toHaveFocus();
    expect(field('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 8 caractères. Veuillez saisir votre mot de passe',
    );
    expect(screen.getByText(/votre mot de passe n’est jamais enregistré/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe.each([
  {
    lang: 'fr' as const,
    firstName: 'Veuillez saisir votre prénom.',
    lastName: 'Veuillez saisir votre nom.',
    emailRequired: 'Veuillez saisir votre email',
    emailInvalid: 'Adresse e-mail invalide',
    passwordRequired: 'Veuillez saisir votre mot de passe',
    passwordShort: 'Le mot de passe doit comporter au moins 8 caractères',
    confirmRequired: 'Veuillez confirmer votre mot de passe',
    confirmMismatch: 'Les mots de passe ne correspondent pas',
    birthDate: 'Date d’anniversaire requis',
    gender: 'Genre requis',
    userType: 'Veuillez choisir votre profil',
    mobile:
      'Numéro de mobile invalide : indiquez l’indicatif du pays puis le numéro (par exemple +33612345678).',
    countryCode: 'Indicatif du pays invalide',
  },
  {
    lang: 'en' as const,
    firstName: 'Please enter your first name.',
    lastName: 'Please enter your last name.',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Invalid email address',
    passwordRequired: 'Please enter your password',
    passwordShort: 'The password must be at least 8 characters long',
    confirmRequired: 'Please confirm your password',
    confirmMismatch: 'The passwords do not match',
    birthDate: 'Birth date is required',
    gender: 'Gender is required',
    userType: 'Please choose your profile',
    mobile: 'Invalid mobile number: give the country code then the number (for example +33612345678).',
    countryCode: 'Invalid country code',
  },
])('/home/register validation messages in $lang (SPEC §5)', (messages) => {
  const labels = LABELS[messages.lang];
  const errorOf = (label: string) => {
    const input = field(label);
    const ids = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent).join('|');
  };

  /** Each field's message, and the focus on the first field of the list. */
  const expectErrors = (expected: [label: string, message: string][]) => {
    for (const [label, message] of expected) expect(errorOf(label)).toBe(message);
    expect(field(expected[0]?.[0] ?? '')).toHaveFocus();
  };
  /** The form in the table's language, and a user to fill it. */
  const openForm = async () => {
    renderRegister();
    await switchLanguage(messages.lang);
    return userEvent.setup();
  };

  beforeEach(() => mockApi(() => ({ status: 500 })));

  it('first step: required fields, then invalid email, short password, mismatching confirmation', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: labels.next }));

    const required: [label: string, message: string][] = [
      [labels.firstName, messages.firstName],
      [labels.lastName, messages.lastName],
      [labels.email, messages.emailRequired],
      [labels.password, messages.passwordRequired],
      [labels.confirmPassword, messages.confirmRequired],
    ];
    expectErrors(required);
    for (const [label] of required) expect(field(label)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(labels.firstName), 'Ada');
    await user.type(field(labels.lastName), 'Lovelace');
    await user.type(field(labels.email), 'ada@');
    await user.type(field(labels.password), 'short');
    await user.type(field(labels.confirmPassword), 'other');
    await user.click(screen.getByRole('button', { name: labels.next }));
    expectErrors([
      [labels.email, messages.emailInvalid],
      [labels.password, messages.passwordShort],
    ]);

    await user.clear(field(labels.password));
    await user.type(field(labels.password), PASSWORD);
    await user.click(screen.getByRole('button', { name: labels.next }));
    expect(errorOf(labels.confirmPassword)).toBe(messages.confirmMismatch);
    expect(field(labels.firstName)).not.toHaveAttribute('aria-invalid');
  });

  it('later step: birth date, gender, user type, mobile number and country code', async () => {
    const user = await openForm();
    await toStepTwo(user, labels);
    await user.selectOptions(field(labels.gender), '');
    await user.type(field(labels.mobileNumber), '12');
    await user.clear(field(labels.countryCode));
    await user.click(screen.getByRole('button', { name: labels.submit }));

    expectErrors([
      [labels.birthDate, messages.birthDate],
      [labels.gender, messages.gender],
      [labels.userType, messages.userType],
      [labels.mobileNumber, messages.mobile],
      [labels.countryCode, messages.countryCode],
    ]);
  });
});

describe('/home/register: submitting', () => {
  function answerRegister(
    register: Reply | Promise<Reply>,
    login: Reply = { status: 200, body: { token: 'tok-login' } },
  ) {
    return mockApi(({ url }) => (url.pathname === '/api/dashboard/register' ? register : login));
  }

  it('registers with the spec payload and the invitation, logs in, clears the draft and reloads at /', async () => {
    const { requests } = answerRegister({ status: 201, body: { token: 'tok-register' } });
    const before = Date.now();
    renderRegister(`/home/register?invited_id=${INVITATION}`);
    expect(screen.getByText(/Vous avez reçu une invitation/)).toBeInTheDocument();
    const user = userEvent.setup();
    await toStepTwo(user);
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /api/dashboard/register',
      'POST /api/dashboard/login',
    ]);
    expect(requests[0]?.url.searchParams.get('invited_id')).toBe(INVITATION);
    expect(requests[0]?.body).toEqual({
      user: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        birth_date: '1990-12-10',
        gender: 'female',
        email: 'ada@example.com',
        mobile: '+33612345678',
        lang: 'fr',
        password: PASSWORD,
        user_type: 'coach',
      },
    });
    expect(requests[1]?.body).toEqual({ email: 'ada@example.com', password: PASSWORD });
    expect(readToken()).toBe('tok-login');
    expect(localStorageEntries()).toEqual({});
    expectSignInReloadGuard('/', before);
  });

  it('sends lang fr even in English (then saves English to the account), and no invited_id without one', async () => {
    const { requests } = answerRegister({ status: 201, body: { token: 't' } });
    await switchLanguage('en');
    renderRegister();
    const user = userEvent.setup();
    await toStepTwo(user, LABELS.en);
    await user.type(field('Birth date'), '1990-12-10');
    await user.selectOptions(field('You are'), 'hr');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[0]?.url.searchParams.has('invited_id')).toBe(false);
    expect(requests[0]?.body).toMatchObject({ user: { lang: 'fr', mobile: '', user_type: 'hr' } });
    // docs/product.md §8.6: the account takes the language the person signed up in.
    expect(requests[2]).toMatchObject({ method: 'PUT', body: { lang: 'en' } });
  });

  it('shows a loading state while the account is created', async () => {
    const reply = deferred<Reply>();
    answerRegister(reply.promise);
    renderRegister();
    const user = userEvent.setup();
    await toStepTwo(user);
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(screen.getByRole('button', { name: 'Création du compte…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeDisabled();
    reply.resolve({ status: 422, body: { errors: { base: ['Refusé.'] } } });
    expect(await screen.findByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });

  it('maps field errors beside their fields, base errors to the general alert, and goes back to the failing step', async () => {
    answerRegister({
      status: 422,
      body: {
        errors: {
          base: ['Première ligne.', 'Seconde ligne.'],
          email: ['Un compte existe déjà avec cette adresse e-mail.'],
          user_type: ['Profil invalide'],
        },
      },
    });
    renderRegister();
    const user = userEvent.setup();
    await toStepTwo(user);
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Première ligne.\nSeconde ligne.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Étape 1 sur 2 Vos identifiants');
    const email = field('Adresse e-mail');
    expect(email).toHaveAccessibleDescription('Un compte existe déjà avec cette adresse e-mail.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(field('Mot de passe')).toHaveValue(PASSWORD);
    expect(assign).not.toHaveBeenCalled();

    // The later step's error waits beside its field.
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(field('Vous êtes')).toHaveAccessibleDescription('Profil invalide');
  });

  it('stays on the later step when only its fields fail', async () => {
    answerRegister({ status: 422, body: { errors: { birth_date: ['Date d’anniversaire invalide'] } } });
    renderRegister();
    const user = userEvent.setup();
    await toStepTwo(user);
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() =>
      expect(field('Date de naissance')).toHaveAccessibleDescription('Date d’anniversaire invalide'),
    );
    expect(field('Date de naissance')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an invitation problem as a general error', async () => {
    const message = 'Cette invitation a expiré. Demandez-en une nouvelle.';
    answerRegister({ status: 422, body: { errors: { base: [message], invited_id: [message] } } });
    renderRegister(`/home/register?invited_id=${INVITATION}`);
    const user = userEvent.setup();
    await toStepTwo(user);
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toHaveFocus();
  });
});

describe('/home/register: keyboard and links', () => {
  it('goes through the first step with the keyboard alone', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.tab();
    expect(field('Prénom')).toHaveFocus();
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard('Lovelace');
    await user.tab();
    await user.keyboard('ada@example.com');
    await user.tab();
    await user.keyboard(PASSWORD);
    await user.tab(); // the show-password button
    await user.tab();
    expect(field('Confirmer le mot de passe')).toHaveFocus();
    await user.keyboard(`${PASSWORD}{Enter}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Étape 2 sur 2 Votre profil' });
    expect(heading).toHaveFocus();
  });

  it('links to the login page', () => {
    renderRegister();
    const main = screen.getByRole('region', { name: 'Inscription' });
    expect(within(main).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/home/login');
  });
});
