import { withRemoteArea, withWidgetAreas } from './remote-area-marks';

describe('withRemoteArea', () => {
  it.each([
    [
      'marks the one <main>',
      '<div><main id="main" class="app-frame__main" tabindex="-1"><!--outlet--></main></div>',
      '<div><main id="main" data-remote="mfe_team" data-version="1.4.0" class="app-frame__main" tabindex="-1"><!--outlet--></main></div>',
    ],
    ['leaves a frame without one', '<div><!--outlet--></div>', '<div><!--outlet--></div>'],
    [
      'leaves a frame with two',
      '<main id="main"></main><main id="main"></main>',
      '<main id="main"></main><main id="main"></main>',
    ],
  ])('%s', (_name, frame, expected) => {
    expect(withRemoteArea(frame, 'mfe_team', '1.4.0')).toBe(expected);
  });

  it('escapes what it writes', () => {
    expect(withRemoteArea('<main id="main">', 'mfe_team', '1"<')).toBe(
      '<main id="main" data-remote="mfe_team" data-version="1&quot;&lt;">',
    );
  });
});

describe('withWidgetAreas', () => {
  const article = (slot: string, html = '<p>drawn</p>') =>
    `<article class="widget overview-slot--${slot}" data-slot="${slot}">${html}</article>`;
  const placeholder = '<div class="widget widget--loading" data-overview-slot="main-goal">…</div>';

  it.each([
    [
      'marks each drawn widget with its own remote and version',
      `<div class="widget-grid">${placeholder}${article('my-training')}${article('my-schedule')}</div>`,
      `<div class="widget-grid">${placeholder}<article class="widget overview-slot--my-training" data-slot="my-training" data-remote="mfe_trainings" data-version="1.4.0-canary.1"><p>drawn</p></article><article class="widget overview-slot--my-schedule" data-slot="my-schedule" data-remote="mfe_life_gps" data-version="2.0.0"><p>drawn</p></article></div>`,
    ],
    ['leaves a slot that was not drawn', placeholder, placeholder],
    [
      'leaves a slot drawn twice',
      `${article('my-training')}${article('my-training')}`,
      `${article('my-training')}${article('my-training')}`,
    ],
  ])('%s', (_name, page, expected) => {
    expect(
      withWidgetAreas(page, [
        { slot: 'my-training', remote: 'mfe_trainings', version: '1.4.0-canary.1' },
        { slot: 'my-schedule', remote: 'mfe_life_gps', version: '2.0.0' },
      ]),
    ).toBe(expected);
  });

  it('never takes what a widget drew for its cell', () => {
    const page = article('my-training', '<article data-slot="my-training-inner">x</article>');
    expect(withWidgetAreas(page, [{ slot: 'my-training', remote: 'mfe_trainings', version: '1"<' }])).toBe(
      page.replace(
        'data-slot="my-training">',
        'data-slot="my-training" data-remote="mfe_trainings" data-version="1&quot;&lt;">',
      ),
    );
  });
});
