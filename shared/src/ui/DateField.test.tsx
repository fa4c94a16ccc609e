import { fireEvent, render, screen } from '@testing-library/react';
import { DateField } from './DateField.tsx';

describe('DateField', () => {
  it('is a native date input with its bounds, wired like every field', () => {
    const onValueChange = jest.fn();
    render(
      <DateField
        id="birthDate"
        label="Date de naissance"
        min="1900-01-01"
        max="2020-12-31"
        value=""
        onValueChange={onValueChange}
        error="Requise"
      />,
    );
    const input = screen.getByLabelText('Date de naissance');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveAttribute('max', '2020-12-31');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Requise');
    fireEvent.change(input, { target: { value: '1990-05-04' } });
    expect(onValueChange).toHaveBeenCalledWith('1990-05-04');
  });
});
