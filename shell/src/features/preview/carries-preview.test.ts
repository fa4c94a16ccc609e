import { INLINE_REGISTRY_ID } from '../../lib/federation/registry.ts';
import { carriesPreview } from './carries-preview.ts';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === INLINE_REGISTRY_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('carriesPreview', () => {
  it.each([
    ['a registry with a preview', '{"revision":3,"remotes":{},"preview":{"grants":[]}}', true],
    ['a registry without one', '{"revision":3,"remotes":{"mfe_home":{"version":"1.0.0"}}}', false],
    ['no inline registry (a dev server)', null, false],
  ])('%s: %s', (_, text, expected) => {
    expect(carriesPreview(pageWith(text))).toBe(expected);
  });
});
