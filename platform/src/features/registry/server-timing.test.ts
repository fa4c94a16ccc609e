import { serverTimingHeader } from './server-timing';

describe('serverTimingHeader', () => {
  it('names each step with its duration, rounded to a tenth of a millisecond', () => {
    expect(serverTimingHeader({ data: 12.34, render: 4.5 })).toBe('data;dur=12.3, render;dur=4.5');
  });

  it('leaves out a step that did not happen', () => {
    expect(serverTimingHeader({ data: 3, render: undefined })).toBe('data;dur=3');
  });

  it('leaves out a duration that is not a time (NaN, negative, infinite)', () => {
    expect(serverTimingHeader({ a: Number.NaN, b: -1, c: Number.POSITIVE_INFINITY, d: 0 })).toBe('d;dur=0');
  });

  it('leaves out a name a header cannot carry', () => {
    expect(serverTimingHeader({ 'bad name': 1, 'data;x': 2, render: 1 })).toBe('render;dur=1');
  });

  it('is empty when there is nothing to tell', () => {
    expect(serverTimingHeader({})).toBe('');
  });
});
