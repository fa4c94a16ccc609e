import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BarFill } from './BarFill.tsx';
import { ProgressBar } from './ProgressBar.tsx';

const fillWidth = (container: Element) => container.querySelector('rect')?.getAttribute('width');

describe('BarFill', () => {
  it.each([
    [0, '0%'],
    [0.375, '37.5%'],
    [1, '100%'],
    [1.4, '100%'],
    [-0.2, '0%'],
    [Number.NaN, '0%'],
  ])('draws %s as a fill of %s, hidden from assistive technologies', (ratio, width) => {
    const { container } = render(<BarFill ratio={ratio} />);
    expect(fillWidth(container)).toBe(width);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('carries its length in the server’s HTML without a style attribute (the CSP drops those)', () => {
    const html = renderToString(<ProgressBar label="Progression" value={1} max={4} />);
    expect(html).not.toContain('style=');
    expect(html).toContain('width="25%"');
  });
});
