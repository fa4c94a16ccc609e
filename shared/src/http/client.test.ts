import { clearToken, writeToken } from './token-cookie.ts';
import { i18n, initI18n } from '../i18n/index.ts';
import { mockApi } from '../testing/mock-api.ts';
import { api, imagesApi } from './client.ts';
import { ApiError, toApiError } from './errors.ts';

beforeAll(() => initI18n('fr'));
afterEach(async () => {
  clearToken();
  await i18n.changeLanguage('fr');
});

describe('api client (SPEC §7)', () => {
  it('sends JSON, Accept, Accept-Language from the locale, and no Authorization without a token', async () => {
    const { requests } = mockApi({ status: 200, body: { ok: true } });
    await api.post('dashboard/login', { json: { email: 'a@b.co' } }).json();
    const [request] = requests;
    expect(request?.url.href).toBe('http://localhost/api/dashboard/login');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Accept-Language')).toBe('fr');
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('adds the Bearer token from the cookie and follows the language', async () => {
    writeToken('abc');
    await i18n.changeLanguage('en');
    const { requests } = mockApi({ status: 200, body: {} });
    await api.get('dashboard/whoami').json();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('the images client sends the same headers without a content type', async () => {
    writeToken('abc');
    const { requests } = mockApi({ status: 200, body: {} });
    await imagesApi.get('avatar').json();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
  });
});

describe('toApiError', () => {
  it("keeps the server's errors, per field and base", async () => {
    mockApi({ status: 422, body: { errors: { email: ['Adresse e-mail invalide'], base: ['a', 'b'] } } });
    const error = toApiError(await api.get('x').catch((e: unknown) => e), 'fallback');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.baseMessage).toBe('a\nb');
    expect(error.fieldErrors).toEqual({ email: ['Adresse e-mail invalide'] });
  });

  it('falls back to the given message when the body is not the error shape', async () => {
    mockApi({ status: 502, body: '<html>' });
    const error = toApiError(await api.get('x').catch((e: unknown) => e), 'Le serveur ne répond pas.');
    expect(error.errors).toEqual({ base: ['Le serveur ne répond pas.'] });
  });

  it('turns a network failure into a base error', () => {
    expect(toApiError(new TypeError('Failed to fetch'), 'offline').errors).toEqual({ base: ['offline'] });
  });
});
