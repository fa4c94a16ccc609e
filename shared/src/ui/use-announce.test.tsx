import { act, render, screen } from '@testing-library/react';
import { useAnnounce } from './use-announce.ts';

function Saver() {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce('Modifications enregistrées')}>
      Enregistrer
    </button>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAnnounce', () => {
  it('puts one polite live region in the page as soon as a component uses it', () => {
    render(
      <>
        <Saver />
        <Saver />
      </>,
    );
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toBeEmptyDOMElement();
  });

  it('says the message, and says it again when it is repeated', () => {
    render(<Saver />);
    const region = screen.getByRole('status');
    act(() => screen.getAllByRole('button')[0]!.click());
    act(() => jest.runAllTimers());
    expect(region).toHaveTextContent('Modifications enregistrées');
    act(() => screen.getAllByRole('button')[0]!.click());
    // Emptied first, so screen readers notice the same text coming back.
    expect(region).toBeEmptyDOMElement();
    act(() => jest.runAllTimers());
    expect(region).toHaveTextContent('Modifications enregistrées');
  });
});
