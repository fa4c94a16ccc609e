import { render, screen } from '@testing-library/react';
import { Field, FieldError, FieldHint, controlClassName } from './Field.tsx';

describe('Field', () => {
  it('hands its control the id, name, class and ARIA wiring of its label, hint and error', () => {
    render(
      <Field id="note" label="Note" hint="Facultative" error="Trop longue">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Note' });
    expect(control).toHaveAttribute('name', 'note');
    expect(control).toHaveClass(controlClassName);
    expect(control).toHaveAccessibleDescription('Facultative Trop longue');
  });

  it('FieldHint and FieldError serve controls laid out by hand', () => {
    render(
      <>
        <input aria-label="Indicatif" aria-describedby="code-hint code-error" />
        <FieldHint id="code-hint">Sans le +</FieldHint>
        <FieldError id="code-error">Chiffres seulement</FieldError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Indicatif' })).toHaveAccessibleDescription(
      'Sans le + Chiffres seulement',
    );
  });
});
