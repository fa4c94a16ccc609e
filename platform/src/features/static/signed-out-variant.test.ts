import { signedOutVariant } from './signed-out-variant';

describe('signedOutVariant', () => {
  it('is the path with the language and the theme the page is drawn in', () => {
    expect(signedOutVariant('/home/login', undefined)).toBe('fr system /home/login');
    expect(signedOutVariant('/home/login', 'lang=en; theme=dark')).toBe('en dark /home/login');
    expect(signedOutVariant('/home', ' theme=light ;lang=fr ; other=1')).toBe('fr light /home');
  });

  it('gives the page of the defaults for values the page does not know', () => {
    expect(signedOutVariant('/home', 'lang=de; theme=purple')).toBe(signedOutVariant('/home', undefined));
  });

  it('is null for a request with a session, whatever else it carries', () => {
    expect(signedOutVariant('/home/login', 'token=abc')).toBeNull();
    expect(signedOutVariant('/home/login', 'lang=en; token=abc; theme=dark')).toBeNull();
    expect(signedOutVariant('/home/login', 'token=')).toBe('fr system /home/login');
  });
});
