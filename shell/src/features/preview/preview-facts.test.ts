import { parsePreviewFacts } from './preview-facts.ts';

const grant = { remote: 'mfe_trainings', version: '1.4.0', expiresAt: '2026-11-29T10:00:00.000Z' };

describe('parsePreviewFacts', () => {
  it.each([
    ['a registry without preview', { revision: 1, remotes: {} }, null],
    ['not an object', 'nope', null],
    ['null', null, null],
    [
      'a grant',
      { preview: { grants: [grant], ended: false, linkRefused: false } },
      { grants: [grant], ended: false, linkRefused: false },
    ],
    [
      'an ended preview',
      { preview: { grants: [], ended: true, linkRefused: false } },
      { grants: [], ended: true, linkRefused: false },
    ],
    [
      'a refused link',
      { preview: { grants: [], ended: false, linkRefused: true } },
      { grants: [], ended: false, linkRefused: true },
    ],
    [
      'a malformed remote name',
      { preview: { grants: [{ ...grant, remote: 'Bad<' }], ended: false, linkRefused: false } },
      null,
    ],
    ['a missing field', { preview: { grants: [] } }, null],
  ])('%s', (_name, registry, expected) => {
    expect(parsePreviewFacts(registry)).toEqual(expected);
  });
});
