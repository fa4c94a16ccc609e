import { createLoginPayloadSchema } from '@coach/shared/schemas';
import { en, translator } from '../schemas/test-translator.ts';
import { firstInvalid, validate, type FieldErrors, type StandardSchema } from './validate.ts';

type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

/** A schema that reports `issues` whatever the value (none: the value passes as it is). */
function schemaOf(issues: Issue[]): StandardSchema<unknown> {
  return {
    '~standard': { validate: (value) => (issues.length ? { issues } : { value }) },
  };
}

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

describe('validate', () => {
  it.each<[string, Issue[], FieldErrors<Field>, string[]]>([
    ['a path of keys', [{ message: 'Bad email', path: [{ key: 'email' }] }], { email: 'Bad email' }, []],
    [
      'a path of plain property keys',
      [{ message: 'Too short', path: ['password'] }],
      { password: 'Too short' },
      [],
    ],
    [
      'a nested path, by its last key',
      [{ message: 'Bad', path: [{ key: 'user' }, { key: 'email' }] }],
      { email: 'Bad' },
      [],
    ],
    [
      'the first message of a field only',
      [
        { message: 'Required', path: ['email'] },
        { message: 'Invalid', path: ['email'] },
      ],
      { email: 'Required' },
      [],
    ],
    ['an issue without a path, as a form error', [{ message: 'Wrong shape' }], {}, ['Wrong shape']],
    [
      'a field the form does not have, as a form error',
      [{ message: 'Unknown', path: ['age'] }],
      {},
      ['Unknown'],
    ],
    ['an index in the path, as a form error', [{ message: 'Bad item', path: [0] }], {}, ['Bad item']],
  ])('maps %s', (_case, issues, fieldErrors, formErrors) => {
    expect(validate(schemaOf(issues), {}, FIELDS)).toEqual({ success: false, fieldErrors, formErrors });
  });

  it('returns the output when there is no issue', () => {
    expect(validate(schemaOf([]), { email: 'a@b.co' }, FIELDS)).toEqual({
      success: true,
      output: { email: 'a@b.co' },
    });
  });

  it('refuses an asynchronous schema', () => {
    const schema: StandardSchema<unknown> = {
      '~standard': { validate: async (value) => ({ value }) },
    };
    expect(() => validate(schema, {}, FIELDS)).toThrow(TypeError);
  });

  it('reads the shared schemas through their Standard Schema interface, in their language', () => {
    const schema = createLoginPayloadSchema(translator(en));
    expect(validate(schema, { email: 'not an address', password: '' }, FIELDS)).toEqual({
      success: false,
      fieldErrors: { email: 'Invalid email address', password: 'Please enter your password' },
      formErrors: [],
    });
    expect(validate(schema, { email: 'ada@example.com', password: 'secret' }, FIELDS)).toEqual({
      success: true,
      output: { email: 'ada@example.com', password: 'secret' },
    });
  });
});

describe('firstInvalid, in the order email then password', () => {
  it.each<[FieldErrors<Field>, Field | null]>([
    [{}, null],
    [{ password: 'Too short' }, 'password'],
    [{ password: 'Too short', email: 'Required' }, 'email'],
    [{ email: undefined, password: 'Too short' }, 'password'],
  ])('of %o is %p', (errors, first) => {
    expect(firstInvalid(FIELDS, errors)).toBe(first);
  });
});
