import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField, type SelectFieldProps } from './SelectField.tsx';

const OPTIONS = [
  { value: 'female', label: 'Femme' },
  { value: 'male', label: 'Homme' },
];

/** The gender select, nothing chosen yet, with `props` on top. */
function renderGender(props: Partial<SelectFieldProps> = {}) {
  return render(
    <SelectField
      id="gender"
      label="Genre"
      placeholder="Choisir…"
      options={OPTIONS}
      value=""
      onValueChange={jest.fn()}
      {...props}
    />,
  );
}

describe('SelectField', () => {
  it('offers an empty first choice, then the options, and calls back with the chosen value', () => {
    const onValueChange = jest.fn();
    renderGender({ onValueChange });
    const select = screen.getByRole('combobox', { name: 'Genre' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisir…',
      'Femme',
      'Homme',
    ]);
    fireEvent.change(select, { target: { value: 'male' } });
    expect(onValueChange).toHaveBeenCalledWith('male');
  });

  it('shows its error and is marked invalid', () => {
    renderGender({ error: 'Requis' });
    const select = screen.getByRole('combobox', { name: 'Genre' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Requis');
  });
});
