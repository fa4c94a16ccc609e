import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('takes the given size and is hidden from assistive technologies', () => {
    const { container } = render(<Skeleton width="12rem" height={24} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('12rem');
    expect(block.style.height).toBe('24px');
  });

  it('fills its container by default', () => {
    const { container } = render(<Skeleton />);
    expect((container.firstElementChild as HTMLElement).style.width).toBe('100%');
  });
});
