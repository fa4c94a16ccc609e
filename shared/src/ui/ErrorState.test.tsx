import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '../i18n/index.ts';
import { ErrorState } from './ErrorState.tsx';

beforeAll(() => initI18n('fr'));
afterEach(() => act(async () => void (await i18n.changeLanguage('fr'))));

describe('ErrorState', () => {
  it('announces what failed and offers to retry', () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Oups" message="Le serveur ne répond pas." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oups');
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('while retrying the button is busy; in English it says Retry', async () => {
    const { rerender } = render(<ErrorState message="Down" onRetry={jest.fn()} />);
    await act(async () => void (await i18n.changeLanguage('en')));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    rerender(<ErrorState message="Down" onRetry={jest.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers no button without a way to retry', () => {
    render(<ErrorState message="Introuvable" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
