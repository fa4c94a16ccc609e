import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '../i18n/index.ts';
import { Dialog } from './Dialog.tsx';

beforeAll(() => {
  initI18n('fr');
  // jsdom has no modal dialogs: the smallest stand-in that keeps `open` right.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => act(async () => void (await i18n.changeLanguage('fr'))));

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Supprimer ce membre ?">
        <p>Cette action est définitive.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a dialog named by its title', () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce membre ?' });
    expect(dialog).toHaveTextContent('Cette action est définitive.');
  });

  it('Escape closes it and the focus goes back to the button that opened it', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Supprimer' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole('button', { name: 'Fermer' }).focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the Close button closes it, in the current language', async () => {
    render(<Opener />);
    await act(async () => void (await i18n.changeLanguage('en')));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
