import { clearToken, readToken, writeTimeZone, writeToken } from './token-cookie';

function clearAllCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('the token cookie', () => {
  afterEach(clearAllCookies);

  it('reads back what it wrote', () => {
    writeToken('abc def/é');
    expect(readToken()).toBe('abc def/é');
  });

  it('reads no token when there is no cookie', () => {
    expect(readToken()).toBeNull();
  });

  it('treats an undecodable value as no token and clears it (the shell must still start)', () => {
    document.cookie = 'token=%E0; Path=/';
    expect(() => readToken()).not.toThrow();
    expect(readToken()).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });
});

describe('the time zone cookie', () => {
  afterEach(clearAllCookies);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it('is written with the session, in the browser’s time zone, and removed with it', () => {
    writeToken('abc');
    expect(document.cookie).toContain(`tz=${encodeURIComponent(timeZone)}`);
    clearToken();
    expect(document.cookie).not.toContain('tz=');
  });

  it('is written again when the browser’s time zone is another', () => {
    document.cookie = 'tz=Pacific%2FKiritimati; Path=/';
    writeTimeZone();
    expect(document.cookie).toContain(`tz=${encodeURIComponent(timeZone)}`);
  });
});
