import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState.tsx';
import { NoTeamArt } from './illustrations/index.ts';

describe('EmptyState', () => {
  it('says there is nothing yet, with a heading, a message and the way forward', () => {
    render(
      <EmptyState
        title="Pas encore de membre"
        message="Invitez votre équipe pour suivre sa progression."
        action={<a href="/my_team/add">Inviter</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pas encore de membre' })).toBeInTheDocument();
    expect(screen.getByText('Invitez votre équipe pour suivre sa progression.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inviter' })).toBeInTheDocument();
  });

  it('fits a deeper outline', () => {
    render(<EmptyState title="Rien ici" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Rien ici' })).toBeInTheDocument();
  });

  it('shows a picture that screen readers skip', () => {
    const { container } = render(<EmptyState title="Pas encore d’équipe" illustration={<NoTeamArt />} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
