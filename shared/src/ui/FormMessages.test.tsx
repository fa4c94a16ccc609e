import { render, screen } from '@testing-library/react';
import { FormAlert, FormNotice, FormStatus } from './FormMessages.tsx';

describe('form messages', () => {
  it('FormAlert announces the message at once, and is absent without one', () => {
    const { rerender } = render(<FormAlert message={null} id="login-error" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert message={'Identifiants invalides\nRéessayez'} id="login-error" />);
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'login-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Identifiants invalides Réessayez');
  });

  it('FormStatus is a polite live region that is there before its message', () => {
    const { rerender } = render(<FormStatus message={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<FormStatus message="Lien envoyé" />);
    expect(screen.getByRole('status')).toHaveTextContent('Lien envoyé');
  });

  it('FormNotice is plain text, not an alert', () => {
    render(<FormNotice>Saisissez à nouveau votre mot de passe.</FormNotice>);
    expect(screen.getByText('Saisissez à nouveau votre mot de passe.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
