import type { TFunction } from 'i18next';
import { ApiError, errorBody } from './errors';
import { FeatureError, featureErrorAnswers } from './feature-errors';

type ShelfCode = 'missing' | 'full';
class ShelfError extends FeatureError<ShelfCode> {}

const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const { toApiError, answer } = featureErrorAnswers(
  ShelfError,
  { 404: ['missing'], 409: ['full'] },
  (error, translate) =>
    error.code === 'full'
      ? errorBody(null, { shelf: [translate('shelf.full')] })
      : errorBody(translate('shelf.missing')),
);

describe('featureErrorAnswers', () => {
  it.each([
    ['missing', 404, { base: ['«shelf.missing»'] }],
    ['full', 409, { shelf: ['«shelf.full»'] }],
  ] as const)('answers %s with %i and its body', (code, status, errors) => {
    const answered = toApiError(new ShelfError(code), t);
    expect(answered).toBeInstanceOf(ApiError);
    expect((answered as ApiError).status).toBe(status);
    expect({ ...(answered as ApiError).body.errors }).toEqual(errors);
  });

  it('passes any other error through unchanged, and the route form rethrows it', () => {
    const other = new Error('boom');
    expect(toApiError(other, t)).toBe(other);
    expect(() => answer(t)(other)).toThrow(other);
    expect(() => answer(t)(new ShelfError('missing'))).toThrow(ApiError);
  });

  it('answers a status for every code: a table that leaves one out does not typecheck', () => {
    // @ts-expect-error `full` has no status
    const partial = featureErrorAnswers(ShelfError, { 404: ['missing'] }, () => errorBody(null));
    expect(partial.toApiError(new ShelfError('missing'), t)).toBeInstanceOf(ApiError);
  });

  it('names the error after its class', () => {
    expect(new ShelfError('full').name).toBe('ShelfError');
    expect(new ShelfError('full').message).toBe('full');
  });
});
