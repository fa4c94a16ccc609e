import { intoHead } from './html-head';

describe('intoHead', () => {
  it.each([
    [
      '<html><head><title>x</title></head><body></body></html>',
      '<html><head><title>x</title><i></head><body></body></html>',
    ],
    ['<HTML><HEAD></HEAD></HTML>', '<HTML><HEAD><i></HEAD></HTML>'],
    ['<p>no head</p>', '<p>no head</p>'],
  ])('%s', (html, expected) => {
    expect(intoHead(html, '<i>')).toBe(expected);
  });
});
