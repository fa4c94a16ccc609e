import { deviceFromUserAgent } from './device';

describe('deviceFromUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows 10', type: null },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari', os: 'iOS 17.5', type: 'mobile' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox', os: 'Linux', type: null },
    ],
    ['curl/8.5.0', { browser: null, os: null, type: null }],
    [null, { browser: null, os: null, type: null }],
  ])('%s', (userAgent, device) => {
    expect(deviceFromUserAgent(userAgent)).toEqual(device);
  });
});
