import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a named progressbar with its value, bounds and a visible text', () => {
    render(<ProgressBar label="Modules terminés" value={3} max={8} valueText="3 sur 8" />);
    const bar = screen.getByRole('progressbar', { name: 'Modules terminés' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(bar).toHaveAttribute('aria-valuetext', '3 sur 8');
    expect(screen.getByText('3 sur 8')).toBeVisible();
  });

  it('shows a percentage by default and keeps the value within its bounds', () => {
    render(<ProgressBar label="Progression" value={140} />);
    const bar = screen.getByRole('progressbar', { name: 'Progression' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100 %');
  });

  it('carries its length in the server’s HTML without a style attribute (the CSP drops those)', () => {
    const html = renderToString(<ProgressBar label="Progression" value={1} max={4} />);
    expect(html).not.toContain('style=');
    expect(html).toContain('width="25%"');
  });
});
