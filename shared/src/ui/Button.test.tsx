import { fireEvent, render, screen } from '@testing-library/react';
import { Button, SubmitButton, buttonClassName } from './Button.tsx';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Retour</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onClick).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('while busy: disabled, aria-busy, saying what it is doing', () => {
    const { rerender } = render(
      <Button busy={false} busyLabel="Envoi…">
        Envoyer
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).not.toHaveAttribute('aria-busy');
    rerender(
      <Button busy busyLabel="Envoi…">
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Envoi…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('looks primary, secondary or large through its classes (also for links)', () => {
    expect(buttonClassName()).toBe('button');
    expect(buttonClassName({ variant: 'secondary', size: 'large' }, 'extra')).toBe(
      'button secondary large extra',
    );
    render(<Button variant="secondary">Passer</Button>);
    expect(screen.getByRole('button', { name: 'Passer' })).toHaveClass('button', 'secondary');
  });
});

describe('SubmitButton', () => {
  it('submits, and cannot be pressed twice while the form is sent', () => {
    const { rerender } = render(
      <SubmitButton label="Se connecter" busyLabel="Connexion en cours…" busy={false} />,
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'submit');
    rerender(<SubmitButton label="Se connecter" busyLabel="Connexion en cours…" busy />);
    expect(screen.getByRole('button', { name: 'Connexion en cours…' })).toBeDisabled();
  });
});
