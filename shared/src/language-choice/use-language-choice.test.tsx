import { act, fireEvent, render, screen } from '@testing-library/react';
import { authStore } from '@coach/shared/auth';
import { i18n } from '@coach/shared/i18n';
import { resetEnvironment } from '@coach/shared/testing';
import { useLanguageChoice } from './use-language-choice.ts';

function Picker({ onSaved }: { onSaved: () => void }) {
  const { language, choose } = useLanguageChoice();
  return (
    <select
      aria-label="language"
      value={language}
      onChange={(event) => {
        if (event.target.value === 'en') void choose('en').then(onSaved);
      }}
    >
      <option value="fr">fr</option>
      <option value="en">en</option>
    </select>
  );
}

beforeEach(resetEnvironment);
afterEach(() => jest.restoreAllMocks());

describe('useLanguageChoice', () => {
  it('is the language the page is drawn in', () => {
    render(<Picker onSaved={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'language' })).toHaveValue('fr');
  });

  it('switches the page and saves the choice to the account, then says it is saved', async () => {
    let save: () => void = () => undefined;
    const chooseLanguage = jest.spyOn(authStore.getState(), 'chooseLanguage').mockImplementation(
      (lng) =>
        new Promise<void>((resolve) => {
          void i18n.changeLanguage(lng);
          save = resolve;
        }),
    );
    const onSaved = jest.fn();
    render(<Picker onSaved={onSaved} />);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'language' }), { target: { value: 'en' } });
    });
    expect(chooseLanguage).toHaveBeenCalledWith('en');
    expect(screen.getByRole('combobox', { name: 'language' })).toHaveValue('en');
    expect(onSaved).not.toHaveBeenCalled();
    await act(async () => save());
    expect(onSaved).toHaveBeenCalled();
  });
});
