import { checkRenderedPage } from './rendered-page-check';

describe('checkRenderedPage', () => {
  it('takes a page with its html and status', () => {
    expect(checkRenderedPage({ html: '<p>ok</p>', status: 200 }, 100)).toEqual({
      ok: true,
      html: '<p>ok</p>',
      status: 200,
    });
  });

  it('counts the size in bytes, not characters (é is two bytes)', () => {
    expect(checkRenderedPage({ html: 'éé', status: 200 }, 4).ok).toBe(true);
    expect(checkRenderedPage({ html: 'ééé', status: 200 }, 4)).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
  });

  it.each([
    ['no html', { status: 200 }],
    ['html that is not text', { html: 42, status: 200 }],
    ['no status', { html: '<p></p>' }],
    ['a status that is not an HTTP status', { html: '<p></p>', status: 42 }],
    ['a fractional status', { html: '<p></p>', status: 200.5 }],
    ['nothing at all', undefined],
  ])('refuses an answer with %s', (_, answer) => {
    expect(checkRenderedPage(answer, 100)).toMatchObject({ ok: false, reason: 'error' });
  });
});
