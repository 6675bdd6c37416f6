import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import './tabs.css';

/** One tab: its id, label and panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link Tabs} (controlled). */
export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
  /** Keep inactive panels mounted (hidden) instead of unmounting them. */
  keepMounted?: boolean;
}

/** Tabs with the ARIA tabs pattern: arrow keys, Home and End move between tabs; only the active tab is in the Tab order. */
export function Tabs({ items, value, onValueChange, label, className, keepMounted = false }: TabsProps) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === value),
  );
  const handleKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onValueChange(items[next]!.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className={cx('tl-tabs', className)}>
      <div ref={listRef} role="tablist" aria-label={label} className="tl-tabs__list" onKeyDown={handleKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={i === index ? 0 : -1}
            className="tl-tabs__tab"
            onClick={() => onValueChange(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) =>
        i === index || keepMounted ? (
          <div
            key={item.id}
            role="tabpanel"
            id={`${base}-panel-${item.id}`}
            aria-labelledby={`${base}-tab-${item.id}`}
            hidden={i !== index}
            className="tl-tabs__panel"
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
