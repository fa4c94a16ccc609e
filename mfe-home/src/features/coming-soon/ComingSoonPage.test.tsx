import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import ComingSoonPage from './ComingSoonPage.tsx';

beforeEach(resetEnvironment);

describe('/coming-soon', () => {
  it('says the feature is coming and links back to the dashboard', () => {
    renderRoute(<ComingSoonPage />, '/coming-soon');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bientôt disponible');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
    // Opened directly: there is no previous page of the app to go back to.
    expect(screen.queryByRole('button', { name: 'Page précédente' })).not.toBeInTheDocument();
  });

  it('goes back to the previous page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/my_team', element: <p>Mon équipe</p> },
        { path: '/coming-soon', element: <ComingSoonPage /> },
      ],
      { initialEntries: ['/my_team', '/coming-soon'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByText('Mon équipe')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderRoute(<ComingSoonPage />, '/coming-soon');
    await switchLanguage('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coming soon');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });
});
