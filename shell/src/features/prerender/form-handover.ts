/**
 * What a visitor typed into a prerendered page before its scripts ran, carried into the live page
 * that replaces it (docs/adr/0012-prerendered-first-paint.md): the values of its text fields, the
 * field the caret was in, and where the page was scrolled. Fields are matched by id, the id the live page gives the same field
 * (both are drawn by the same components). Nothing is stored: the values live in this closure
 * until they are handed over, a password included.
 */
export interface FormHandover {
  /** Fills the live page's empty fields with what was typed, puts focus and the scroll back; once. */
  handOver(): void;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface Caret {
  id: string;
  start: number | null;
  end: number | null;
}

/** The fields a keystroke changes as text (a checkbox or a file input is not carried over). */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'password', 'tel', 'url', 'search', 'number']);

function isTextControl(target: EventTarget | null): target is TextControl {
  return (
    (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)) ||
    target instanceof HTMLTextAreaElement
  );
}

/** `selectionStart` throws or is null for the input types without a caret API (email, number). */
function caretOf(control: TextControl): Caret {
  try {
    return { id: control.id, start: control.selectionStart, end: control.selectionEnd };
  } catch {
    return { id: control.id, start: null, end: null };
  }
}

/**
 * React keeps its own copy of a controlled field's value and ignores an assignment through the
 * element's `value`; the prototype's setter followed by an `input` event is what a keystroke does,
 * so the live form's state receives the value the way it receives typing.
 */
function typeInto(control: TextControl, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  if (!setter) return;
  setter.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Starts recording the prerendered fields of `container` (call before the live page renders). */
export function watchPrerenderedFields(container: HTMLElement): FormHandover {
  const values = new Map<string, string>();
  let caret: Caret | null = null;
  let handedOver = false;
  const view = container.ownerDocument.defaultView;
  let scroll = { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0 };
  const onScroll = () => {
    scroll = { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0 };
  };

  const record = (target: EventTarget | null) => {
    if (!isTextControl(target) || !target.id) return;
    values.set(target.id, target.value);
    if (target.ownerDocument.activeElement === target) caret = caretOf(target);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (isTextControl(event.target) && event.target.id) caret = caretOf(event.target);
  };
  // A field the visitor left no longer has the caret; one removed with the prerendered page still
  // does. Chromium tells both apart with the same event, sent while the field is still in the page:
  // a removal is over by the next microtask (it is part of the commit, which hands over before
  // that microtask), a visitor's click elsewhere leaves the field in place.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    if (!isTextControl(left)) return;
    queueMicrotask(() => {
      if (left.isConnected && caret?.id === left.id) caret = null;
    });
  };
  const onInput = (event: Event) => record(event.target);

  for (const control of container.querySelectorAll('input, textarea'))
    if (isTextControl(control) && control.value !== control.defaultValue) record(control);
  const focused = container.ownerDocument.activeElement;
  if (isTextControl(focused) && container.contains(focused)) record(focused);
  container.addEventListener('input', onInput, true);
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  view?.addEventListener('scroll', onScroll, { passive: true });

  return {
    handOver() {
      if (handedOver) return;
      handedOver = true;
      container.removeEventListener('input', onInput, true);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      view?.removeEventListener('scroll', onScroll);
      // The router's scroll restoration puts a page it starts on at the top, in the commit that
      // replaced the drawn one; the visitor was reading elsewhere. Back there, before any paint.
      // Only when the visitor scrolled: reading where the new page is scrolled would lay it out
      // here, inside the commit's task, instead of in the frame that follows (~10 ms at 1× CPU).
      if (view && (scroll.x !== 0 || scroll.y !== 0)) view.scrollTo(scroll.x, scroll.y);
      const document = container.ownerDocument;
      for (const [id, value] of values) {
        const control = document.getElementById(id);
        // Never over what the live page drew itself (a restored draft, a prefilled address).
        if (isTextControl(control) && value !== '' && control.value === '') typeInto(control, value);
      }
      const active = document.activeElement;
      if (!caret || (active !== null && active !== document.body)) return;
      const control = document.getElementById(caret.id);
      if (!isTextControl(control)) return;
      // Where the visitor scrolled stays theirs: the caret goes back without bringing the field into view.
      control.focus({ preventScroll: true });
      if (caret.start !== null && caret.end !== null) {
        try {
          control.setSelectionRange(caret.start, caret.end);
        } catch {
          // the live field has no caret API (its type changed): focus is what matters
        }
      }
    },
  };
}
