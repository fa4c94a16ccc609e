import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Asked to close: the Close button, Escape, or the platform's own close request. */
  onClose: () => void;
  /** The dialog's heading, also its accessible name. */
  title: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` (showModal: focus trapped, the page inert, a backdrop).
 * The caller owns `open`; focus goes back to whatever opened the dialog when it closes.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal: fall back to the attribute so the content is at least shown.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={styles.dialog}
      onKeyDown={(event) => {
        // The parent closes it through `open`: a native close as well would leave the two out of step.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      // Any other way the browser closes it (e.g. a platform back gesture): tell the parent.
      onClose={() => {
        if (open) onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose}>
              {t('ui.close')}
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
