import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs.tsx';

const TABS = [
  { id: 'current', label: 'En cours', content: <p>Formations en cours</p> },
  { id: 'done', label: 'Terminées', content: <p>Formations terminées</p> },
  { id: 'all', label: 'Toutes', content: <p>Toutes les formations</p> },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern: a named list, one selected tab, its labelled panel', () => {
    render(<Tabs label="Mes formations" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Mes formations' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'En cours' });
    expect(panel).toHaveTextContent('Formations en cours');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('arrows, Home and End move the focus and show the tab they land on; it wraps around', () => {
    const onSelect = jest.fn();
    render(<Tabs label="Mes formations" tabs={TABS} onSelect={onSelect} />);
    const [first, second, third] = screen.getAllByRole('tab');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formations terminées');
    fireEvent.keyDown(second!, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(first).toHaveFocus();
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['done', 'all', 'current', 'all', 'current']);
  });

  it('a click selects; a controlled selection comes from the parent', () => {
    const onSelect = jest.fn();
    render(<Tabs label="Mes formations" tabs={TABS} selected="all" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Toutes' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Terminées' }));
    expect(onSelect).toHaveBeenCalledWith('done');
    // Controlled: nothing changes until the parent says so.
    expect(screen.getByRole('tab', { name: 'Toutes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('draws only the selected panel, or with keepVisited keeps the visited ones drawn and hidden', () => {
    let mounts = 0;
    function Counter() {
      const [count] = useState(() => ++mounts);
      return <p>mounted {count}</p>;
    }
    const tabs = [
      { id: 'a', label: 'A', content: <Counter /> },
      { id: 'b', label: 'B', content: <p>panel B</p> },
    ];
    const { unmount } = render(<Tabs label="T" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    fireEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(mounts).toBe(2); // drawn anew
    unmount();

    mounts = 0;
    render(<Tabs label="T" tabs={tabs} keepVisited />);
    expect(screen.queryByText('panel B')).not.toBeInTheDocument(); // not visited yet
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByText('mounted 1').closest('[role="tabpanel"]')).not.toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel B');
    fireEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('mounted 1');
    expect(screen.getByText('panel B').closest('[role="tabpanel"]')).not.toBeVisible();
    expect(mounts).toBe(1); // kept, not drawn again
  });
});
