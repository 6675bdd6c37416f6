import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import './dropdown-menu.css';

/** One entry of a {@link DropdownMenu}: an action, a link, a separator or a non-interactive label. */
export type MenuEntry =
  | { kind: 'item'; label: ReactNode; onSelect: () => void; icon?: ReactNode }
  | { kind: 'link'; label: ReactNode; href: string; newTab?: boolean; icon?: ReactNode }
  | { kind: 'separator' }
  | { kind: 'label'; label: ReactNode };

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  entries: readonly MenuEntry[];
  /** Which edge the menu aligns to. */
  align?: 'start' | 'end';
  triggerClassName?: string;
}

/**
 * A menu button: Enter, Space or ArrowDown opens it and focuses the first
 * item; arrows, Home and End move; Escape or Tab closes and returns focus.
 */
export function DropdownMenu({ trigger, label, entries, align = 'end', triggerClassName }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const handlePointer = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const handleMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      event.preventDefault();
      all[(i + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={rootRef} className="tl-menu">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={cx('tl-button tl-button--ghost tl-button--md', triggerClassName)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={cx('tl-menu__list', align === 'start' && 'tl-menu__list--start')}
          onKeyDown={handleMenuKey}
        >
          {entries.map((entry, i) => {
            if (entry.kind === 'separator') return <li key={i} role="separator" className="tl-menu__separator" />;
            if (entry.kind === 'label')
              return (
                <li key={i} role="presentation" className="tl-menu__label">
                  {entry.label}
                </li>
              );
            if (entry.kind === 'link')
              return (
                <li key={i} role="none">
                  <a
                    role="menuitem"
                    tabIndex={-1}
                    className="tl-menu__item"
                    href={entry.href}
                    target={entry.newTab ? '_blank' : undefined}
                    rel={entry.newTab ? 'noopener noreferrer' : undefined}
                    onClick={() => close(false)}
                  >
                    {entry.icon}
                    {entry.label}
                  </a>
                </li>
              );
            return (
              <li key={i} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="tl-menu__item"
                  onClick={() => {
                    close(true);
                    entry.onSelect();
                  }}
                >
                  {entry.icon}
                  {entry.label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
