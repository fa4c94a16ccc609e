import { parseSvgArt } from './svg-art';

const svg = (inner: string, attributes = 'viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`;

describe('parseSvgArt (a training’s cover, docs/content.md)', () => {
  it('returns the shapes of plain SVG coloured with the theme', () => {
    const { root, problems } = parseSvgArt(
      svg('\n  <g opacity=".5"><circle cx="5" cy="5" r="4" fill="var(--color-accent)"/></g>\n'),
    );
    expect(problems).toEqual([]);
    expect(root).toEqual({
      tag: 'svg',
      attributes: { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 10 10' },
      children: [
        {
          tag: 'g',
          attributes: { opacity: '.5' },
          children: [
            {
              tag: 'circle',
              attributes: { cx: '5', cy: '5', r: '4', fill: 'var(--color-accent)' },
              children: [],
            },
          ],
        },
      ],
    });
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), '<script> is not allowed'],
    [
      'an event handler',
      svg('<rect onload="x()" width="1" height="1"/>'),
      'the attribute onload is not allowed',
    ],
    ['a link', svg('<path href="https://x" d="M0 0"/>'), 'the attribute href is not allowed'],
    [
      'an inline style',
      svg('<rect style="fill:red" width="1" height="1"/>'),
      'the attribute style is not allowed',
    ],
    [
      'a raw colour',
      svg('<rect fill="#ff0000" width="1" height="1"/>'),
      'fill="#ff0000" must be none or a theme colour',
    ],
    [
      'a paint server',
      svg('<rect fill="url(#g)" width="1" height="1"/>'),
      'fill="url(#g)" must be none or a theme colour',
    ],
    ['text', svg('hello'), 'holds something other than SVG shapes'],
    ['a comment', svg('<!-- hi -->'), 'holds something other than SVG shapes'],
    ['no viewBox', svg('', 'width="10"'), '<svg> needs a viewBox'],
    ['an unclosed element', '<svg viewBox="0 0 1 1"><g>', '<g> is not closed'],
    ['another root', '<g></g>', 'must be one <svg> element'],
  ])('refuses %s', (_name, markup, problem) => {
    const { root, problems } = parseSvgArt(markup);
    expect(root).toBeNull();
    expect(problems.join('\n')).toContain(problem);
  });
});
