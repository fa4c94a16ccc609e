import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('takes the given size and is hidden from assistive technologies', () => {
    const { container } = render(<Skeleton width="12rem" height={24} />);
    const block = container.firstElementChild as SVGElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveAttribute('width', '12rem');
    expect(block).toHaveAttribute('height', '24');
  });

  it('fills its container by default', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('width', '100%');
  });

  it('keeps its size in the server’s HTML without a style attribute (the CSP drops those)', () => {
    const html = renderToString(<Skeleton height="6rem" />);
    expect(html).not.toContain('style=');
    expect(html).toContain('height="6rem"');
  });
});
