import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { ApiError } from '../http/errors.ts';
import { SaveForm } from './SaveForm.tsx';
import { useSaveForm } from './use-save-form.ts';

const LABELS = { submit: 'Enregistrer', busy: 'Enregistrement…', cancel: 'Annuler' };

describe('SaveForm', () => {
  it('draws the general error on top, the fields, then Save and Cancel; submits without the browser', () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const onCancel = jest.fn();
    render(
      <SaveForm
        failure={{ base: 'Le serveur ne répond pas.', fields: {} }}
        busy={false}
        labels={LABELS}
        onSubmit={onSubmit}
        onCancel={onCancel}
      >
        <input aria-label="Titre" />
      </SaveForm>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
    const form = screen.getByRole('button', { name: 'Enregistrer' }).closest('form');
    if (!form) throw new Error('Save is in the form');
    expect(fireEvent.submit(form)).toBe(false); // the browser's own submit is prevented
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('has no Cancel without onCancel, says it is saving while busy, and adds the form’s own buttons', () => {
    render(
      <SaveForm
        failure={{ base: null, fields: {} }}
        busy
        labels={LABELS}
        onSubmit={() => Promise.resolve()}
        moreActions={<button type="button">Effacer</button>}
      >
        <input aria-label="Titre" />
      </SaveForm>,
    );
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(screen.getByRole('button', { name: /Enregistrement…/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useSaveForm', () => {
  it('is busy while a save runs, keeps its failure by field, and says whether it went through', async () => {
    const { result } = renderHook(() => useSaveForm(['title'], 'Pas de réponse'));
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.save(() =>
        Promise.reject(new ApiError(422, { title: ['Trop long'], note: ['Vide'], base: ['Non'] })),
      );
    });
    expect(saved).toBe(false);
    expect(result.current.failure).toEqual({ base: 'Non\nVide', fields: { title: 'Trop long' } });
    await act(async () => {
      saved = await result.current.save(() => Promise.reject(new TypeError('Failed to fetch')), []);
    });
    expect(result.current.failure).toEqual({ base: 'Pas de réponse', fields: {} });
    await act(async () => {
      saved = await result.current.save(() => Promise.resolve());
    });
    expect(saved).toBe(true);
    expect(result.current).toMatchObject({ busy: false, failure: { base: null, fields: {} } });
  });
});
