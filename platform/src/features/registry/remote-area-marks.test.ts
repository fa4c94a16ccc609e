import { withRemoteArea } from './remote-area-marks';

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
