import { render, screen } from '@testing-library/react';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('renders its element with its attributes, stacked on request', () => {
    render(
      <Card as="section" stack aria-labelledby="plan" className="extra">
        <h2 id="plan">Gratuit</h2>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Gratuit' });
    expect(card.tagName).toBe('SECTION');
    expect(card).toHaveClass('card', 'stack', 'extra');
  });

  it('is a div by default', () => {
    render(<Card data-testid="card">Contenu</Card>);
    expect(screen.getByTestId('card').tagName).toBe('DIV');
    expect(screen.getByTestId('card')).not.toHaveClass('stack');
  });
});
