import { act, renderHook } from '@testing-library/react';
import { createLoginPayloadSchema } from '@coach/shared/schemas';
import { en, fr, translator } from '../schemas/test-translator.ts';
import { useFormErrors } from './use-form-errors.ts';

const FIELDS = ['email', 'password'] as const;
const inEnglish = { login: createLoginPayloadSchema(translator(en)) };
const inFrench = { login: createLoginPayloadSchema(translator(fr)) };
const EMPTY = { email: '', password: '' };

function renderForm() {
  return renderHook(({ schemas }) => useFormErrors(schemas, FIELDS), {
    initialProps: { schemas: inEnglish },
  });
}

describe('useFormErrors', () => {
  it('shows the errors of a failed check and clears them when a check passes', () => {
    const { result } = renderForm();
    expect(result.current.errors).toEqual({});

    let outcome: unknown;
    act(() => {
      outcome = result.current.check('login', EMPTY);
    });
    const expected = { email: 'Please enter your email', password: 'Please enter your password' };
    expect(outcome).toEqual({ errors: expected });
    expect(result.current.errors).toEqual(expected);

    const value = { email: 'ada@example.com', password: 'secret' };
    act(() => {
      outcome = result.current.check('login', value);
    });
    expect(outcome).toEqual({ output: value });
    expect(result.current.errors).toEqual({});
  });

  it('says the errors shown in the current language', () => {
    const { result, rerender } = renderForm();
    act(() => void result.current.check('login', EMPTY));
    rerender({ schemas: inFrench });
    expect(result.current.errors).toEqual({
      email: 'Veuillez saisir votre email',
      password: 'Veuillez saisir votre mot de passe',
    });
  });

  it('hides the error of a field being edited until the next check', () => {
    const { result } = renderForm();
    act(() => void result.current.check('login', EMPTY));
    act(() => result.current.clearField('email'));
    expect(result.current.errors).toEqual({ password: 'Please enter your password' });
    act(() => void result.current.check('login', EMPTY));
    expect(result.current.errors).toHaveProperty('email', 'Please enter your email');
  });

  it("keeps the server's errors until their field is edited or checked again", () => {
    const { result } = renderForm();
    act(() => result.current.setServerErrors({ email: 'Address taken', password: 'Wrong password' }));
    expect(result.current.errors).toEqual({ email: 'Address taken', password: 'Wrong password' });

    act(() => result.current.clearField('password'));
    expect(result.current.errors).toEqual({ email: 'Address taken' });

    // A new check replaces the server's word on the fields it checked.
    act(() => void result.current.check('login', { email: 'ada@example.com', password: 'secret' }));
    expect(result.current.errors).toEqual({});

    act(() => result.current.setServerErrors({ email: 'Address taken' }));
    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
    expect(result.current.formErrors).toEqual([]);
  });

  it('lists what belongs to no field as form errors', () => {
    const { result } = renderForm();
    act(() => void result.current.check('login', { ...EMPTY, remember: true }));
    expect(result.current.formErrors).toEqual(['Unexpected field.']);
    expect(result.current.errors).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
  });
});
