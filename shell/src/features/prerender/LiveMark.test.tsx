import { render } from '@testing-library/react';
import { LiveMark, isPrerendered } from './LiveMark.tsx';

describe('isPrerendered', () => {
  it.each([
    ['a page drawn by the server', '<main>Connexion</main>', 'mfe_home@1.0.0', true],
    ['an empty root', '', null, false],
    ['a marked root left empty', '', 'mfe_home@1.0.0', false],
    ['content without the mark', '<main>x</main>', null, false],
  ])('%s → %s', (_, html, mark, expected) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    if (mark) root.setAttribute('data-prerendered', mark);
    expect(isPrerendered(root)).toBe(expected);
  });
});

it('LiveMark removes the mark once the live app is committed', () => {
  const root = document.createElement('div');
  root.setAttribute('data-prerendered', 'mfe_home@1.0.0');
  render(<LiveMark container={root} />);
  expect(root.hasAttribute('data-prerendered')).toBe(false);
});
