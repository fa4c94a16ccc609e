import { render, screen } from '@testing-library/react';
import { EmailField } from './EmailField.tsx';

describe('EmailField', () => {
  it('is an e-mail input as autofill and password managers expect it', () => {
    render(<EmailField label="Adresse e-mail" value="" onValueChange={jest.fn()} error="Invalide" />);
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Invalide');
  });
});
