import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveMark } from './LiveMark.tsx';
import { watchPrerenderedFields } from './form-handover.ts';

// The prerendered login form, as the server sends it (ids as the live form gives them).
const PRERENDERED = `
  <form>
    <input id="email" type="email" value="">
    <input id="password" type="password" value="">
    <input id="remember" type="checkbox">
    <button type="submit" inert="">Se connecter</button>
  </form>
  <a id="forgot" href="/home/forgot">Mot de passe oublié</a>`;

/** A controlled form, like the live login page: what React holds is printed beside each field. */
function LiveForm({ email: initialEmail = '' }: { email?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  return (
    <form>
      <input id="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        id="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <output data-testid="state">{`${email}|${password}`}</output>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | null = null;

beforeEach(() => {
  container = document.createElement('div');
  container.setAttribute('data-prerendered', 'mfe_home@1.0.0');
  container.innerHTML = PRERENDERED;
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** The shell's takeover: the live page rendered into the prerendered container, in one commit. */
function takeOver(handover: ReturnType<typeof watchPrerenderedFields>, live = <LiveForm />) {
  root = createRoot(container);
  act(() =>
    root?.render(
      <>
        {live}
        <LiveMark container={container} handover={handover} />
      </>,
    ),
  );
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

it('carries what was typed into the live form’s state, and the caret back to its field', async () => {
  const user = userEvent.setup();
  const handover = watchPrerenderedFields(container);
  await user.type(field('email'), 'ada@example.com');
  await user.type(field('password'), 'correct horse');

  takeOver(handover);

  expect(field('email').value).toBe('ada@example.com');
  expect(field('password').value).toBe('correct horse');
  expect(container.querySelector('output')?.textContent).toBe('ada@example.com|correct horse');
  expect(document.activeElement).toBe(field('password'));
  expect(field('password').selectionStart).toBe('correct horse'.length);
  expect(container.hasAttribute('data-prerendered')).toBe(false);
});

it('keeps the caret when the field says it lost focus because the page replacing it removed it', async () => {
  const user = userEvent.setup();
  const handover = watchPrerenderedFields(container);
  await user.type(field('email'), 'ada@example.com');
  // Chromium sends a focusout from a focused field being removed, in the commit's task.
  field('email').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  takeOver(handover);
  expect(document.activeElement).toBe(field('email'));
});

it('puts the caret back without scrolling the page to its field (where the visitor scrolled stays)', async () => {
  const user = userEvent.setup();
  const handover = watchPrerenderedFields(container);
  await user.type(field('email'), 'ada@example.com');
  const focus = jest.spyOn(HTMLElement.prototype, 'focus');
  takeOver(handover);
  expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  focus.mockRestore();
});

it('puts the page back where the visitor scrolled it, after the live page moved it to the top', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const handover = watchPrerenderedFields(container);
  Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  // The router's scroll restoration, in the commit: the top.
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  takeOver(handover);
  expect(scrollTo).toHaveBeenCalledWith(0, 240);
  scrollTo.mockRestore();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

it('leaves the scroll alone, and the new page unread, when the visitor never scrolled', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const handover = watchPrerenderedFields(container);
  const readScrollY = jest.fn(() => 0);
  Object.defineProperty(window, 'scrollY', { get: readScrollY, configurable: true });
  takeOver(handover);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(readScrollY).not.toHaveBeenCalled(); // reading it would lay the new page out inside the commit
  scrollTo.mockRestore();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

it('takes what was typed before it started watching, too (the scripts arrive late)', () => {
  field('email').value = 'early@example.com';
  const handover = watchPrerenderedFields(container);
  takeOver(handover);
  expect(container.querySelector('output')?.textContent).toBe('early@example.com|');
});

it('never writes over a value the live page drew itself', async () => {
  const user = userEvent.setup();
  const handover = watchPrerenderedFields(container);
  await user.type(field('email'), 'typed@example.com');
  takeOver(handover, <LiveForm email="draft@example.com" />);
  expect(field('email').value).toBe('draft@example.com');
});

it('leaves focus alone when the visitor had left the field for elsewhere', async () => {
  const user = userEvent.setup();
  const handover = watchPrerenderedFields(container);
  await user.type(field('email'), 'ada@example.com');
  await user.click(document.body);
  takeOver(handover);
  expect(document.activeElement).toBe(document.body);
  expect(field('email').value).toBe('ada@example.com');
});

it('hands over once: a second call (StrictMode’s effects run twice) changes nothing', async () => {
  const user = userEvent.setup();
  const handover = watchPrerenderedFields(container);
  await user.type(field('email'), 'a@b.co');
  takeOver(handover);
  await user.clear(field('email'));
  handover.handOver();
  expect(field('email').value).toBe('');
});
