import {
  DRAFT_KEYS,
  clearDraft,
  formatMobileDraft,
  initDraftStep,
  parseMobileDraft,
  readDraft,
  writeDraft,
} from './register-draft.ts';

beforeEach(() => localStorage.clear());

describe('register draft (SPEC §3)', () => {
  it('uses exactly the spec keys', () => {
    // SPEC §3 names them, in this order.
    expect(DRAFT_KEYS.join(' ')).toBe('showForm firstName lastName birthDate gender email mobile userType');
  });

  it("starts at step 'first' with gender 'female' and writes showForm = 'first'", () => {
    expect(readDraft()).toEqual({
      showForm: 'first',
      firstName: '',
      lastName: '',
      birthDate: '',
      gender: 'female',
      email: '',
      mobile: '',
      userType: '',
    });
    initDraftStep();
    expect(localStorage.getItem('showForm')).toBe('first');
  });

  it('keeps a stored step, and ignores an unknown one', () => {
    localStorage.setItem('showForm', 'second');
    initDraftStep();
    expect(readDraft().showForm).toBe('second');
    localStorage.setItem('showForm', 'third');
    expect(readDraft().showForm).toBe('first');
  });

  it('reads back what was written, as plain strings', () => {
    writeDraft('firstName', 'Ada');
    writeDraft('gender', 'other');
    expect(localStorage.getItem('firstName')).toBe('Ada');
    expect(readDraft()).toMatchObject({ firstName: 'Ada', gender: 'other' });
  });

  it('clears every key', () => {
    for (const key of DRAFT_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('lang', 'en');
    clearDraft();
    for (const key of DRAFT_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('keeps the mobile country code and number apart, and round-trips them', () => {
    expect(formatMobileDraft({ countryCode: '33', number: '' })).toBe('');
    expect(formatMobileDraft({ countryCode: '33', number: '6 12 34 56 78' })).toBe('+33 6 12 34 56 78');
    expect(formatMobileDraft({ countryCode: '44', number: '' })).toBe('+44 ');
    expect(parseMobileDraft('+44 7911 123456')).toEqual({ countryCode: '44', number: '7911 123456' });
    expect(parseMobileDraft('+44 ')).toEqual({ countryCode: '44', number: '' });
    expect(parseMobileDraft('')).toEqual({ countryCode: '33', number: '' });
    expect(parseMobileDraft('+33612345678')).toEqual({ countryCode: '33', number: '612345678' });
  });
});
