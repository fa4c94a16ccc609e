import { readPrerenderDocument } from './prerender-document';

const entry = {
  layout: 'main',
  css: ['prerender/styles.0a1b2c3d4e.css'],
  html: { fr: '<p>fr</p>', en: '<p>en</p>' },
};

describe('readPrerenderDocument', () => {
  it('reads a document of the expected kind', () => {
    expect(readPrerenderDocument({ kind: 'pages', entries: { '/home': entry } }, 'pages')).toEqual({
      kind: 'pages',
      entries: { '/home': entry },
    });
  });

  it.each([
    ['another kind', { kind: 'frames', entries: {} }],
    ['no entries', { kind: 'pages' }],
    ['not an object', 'pages'],
  ])('refuses %s', (_, value) => {
    expect(readPrerenderDocument(value, 'pages')).toBeNull();
  });

  it.each([
    ['a language missing', { ...entry, html: { fr: '<p>fr</p>' } }],
    ['a stylesheet outside the folder', { ...entry, css: ['../shell/secret.css'] }],
    ['a stylesheet elsewhere', { ...entry, css: ['https://cdn.example/x.css'] }],
    ['a stylesheet from the root', { ...entry, css: ['/x.css'] }],
    ['an unknown layout', { ...entry, layout: 'fancy' }],
  ])('leaves out an entry with %s', (_, bad) => {
    expect(readPrerenderDocument({ kind: 'pages', entries: { '/home': bad } }, 'pages')?.entries).toEqual({});
  });

  it('keeps a loader inside the folder only', () => {
    const frames = (loader: string) =>
      readPrerenderDocument({ kind: 'frames', entries: {}, loader }, 'frames');
    expect(frames('prerender/start-after-paint.0a1b2c3d4e.js')?.loader).toBe(
      'prerender/start-after-paint.0a1b2c3d4e.js',
    );
    expect(frames('//evil.example/x.js')?.loader).toBeUndefined();
  });
});
