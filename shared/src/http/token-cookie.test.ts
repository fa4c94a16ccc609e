import { readToken, writeToken } from './token-cookie';

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
