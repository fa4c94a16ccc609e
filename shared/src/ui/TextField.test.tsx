import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is labelled, named after its id, and calls back with the typed value', () => {
    const onValueChange = jest.fn();
    render(<TextField id="firstName" label="Prénom" value="" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input).toHaveAttribute('name', 'firstName');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    fireEvent.change(input, { target: { value: 'Ada' } });
    expect(onValueChange).toHaveBeenCalledWith('Ada');
  });

  it('is described by its hint and its error, and marked invalid', () => {
    render(
      <TextField
        id="firstName"
        label="Prénom"
        hint="Tel qu’il s’écrit"
        error="Requis"
        value=""
        onValueChange={jest.fn()}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'firstName-hint firstName-error');
    expect(input).toHaveAccessibleDescription('Tel qu’il s’écrit Requis');
  });
});
