import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Stable key of the tab (also part of the element ids). */
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection; uncontrolled (starting on the first tab) when absent. */
  selected?: string;
  onSelect?: (id: string) => void;
  /**
   * Keeps a panel drawn, hidden, once it has been shown: going back to it is then a matter of
   * attributes, not of drawing its content again (issue 29: the overview's training tabs, switched
   * back and forth). Its content's own state is kept too; without it, a panel left starts afresh.
   */
  keepVisited?: boolean;
}

/** Where each key moves the focus, from `index` among `count` tabs. */
function targetOf(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop for the list, arrows (and
 * Home/End) move between tabs and show their panel, Tab goes on into the panel.
 */
export function Tabs({ label, tabs, selected, onSelect, keepVisited = false }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const [visited, setVisited] = useState<ReadonlySet<string | undefined>>(() => new Set([current]));
  // Adjusting state to the selection while rendering (react.dev, "You Might Not Need an Effect").
  if (keepVisited && !visited.has(current)) setVisited(new Set([...visited, current]));
  const drawn = (id: string) => id === current || (keepVisited && visited.has(id));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = targetOf(event.key, index, tabs.length);
    const tab = target === null ? undefined : tabs[target];
    if (target === null || !tab) return;
    event.preventDefault();
    select(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className={styles.panel}
        >
          {drawn(tab.id) ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
