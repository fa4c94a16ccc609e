import { takePrerendered } from './take-over.ts';

describe('takePrerendered', () => {
  it.each([
    ['a page drawn by the server', '<main>Connexion</main>', 'mfe_home@1.0.0', true],
    ['an empty root', '', null, false],
    ['a marked root left empty', '', 'mfe_home@1.0.0', false],
    ['content without the mark', '<main>x</main>', null, false],
  ])('%s → %s', (_, html, mark, expected) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    if (mark) root.setAttribute('data-prerendered', mark);
    expect(takePrerendered(root)).toBe(expected);
    // The live app that replaces it is not prerendered.
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });
});
