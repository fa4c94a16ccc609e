import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@coach/shared/auth';
import { mockApi, renderRoute, resetEnvironment } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { LanguagePreference } from './LanguagePreference.tsx';

registerNamespace();

beforeEach(async () => {
  await resetEnvironment();
  authStore.setState({
    authenticated: true,
    app_user: {
      id: 'u1',
      firstname: 'Camille',
      lastname: 'Durand',
      email: 'camille@example.com',
      birth_date: null,
      gender: 'female',
      mobile: null,
      lang: 'fr',
      user_type: 'coach',
      created_at: '2026-01-01T00:00:00.000Z',
    },
  });
});

describe('the account’s language on /profile', () => {
  it('switches the page, saves it to the account, and keeps it in the `lang` cookie only', async () => {
    const { requests } = mockApi({ status: 200, body: { lang: 'en' } });
    const user = userEvent.setup();
    renderRoute(<LanguagePreference />, '/profile');
    await user.selectOptions(await screen.findByLabelText('Langue de mon compte'), 'en');
    expect(await screen.findByLabelText('My account’s language')).toHaveValue('en');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { lang: 'en' } });
    expect(document.cookie).toContain('lang=en');
    expect(localStorage.getItem('lang')).toBeNull();
  });
});
