import { render } from '@testing-library/react';
import { BarFill } from './BarFill.tsx';

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
});
