import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import { cx } from './cx';
import './collapsible.css';

/** Props of {@link Collapsible}: controlled with `open`/`onOpenChange`, or uncontrolled from `defaultOpen`. */
export interface CollapsibleProps {
  /** The always-visible heading; the whole row toggles. */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** Heading level wrapping the trigger button. */
  headingLevel?: 2 | 3 | 4;
  /** Something beside the trigger (e.g. an icon button) that must not toggle it. */
  aside?: ReactNode;
}

/** A disclosure: a heading button with aria-expanded that shows or hides its region. */
export function Collapsible({
  trigger,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  headingLevel = 2,
  aside,
}: CollapsibleProps) {
  const [inner, setInner] = useState(defaultOpen);
  const open = openProp ?? inner;
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    setInner(!open);
    onOpenChange?.(!open);
  };
  return (
    <div className={cx('tl-collapsible', className)} data-state={open ? 'open' : 'closed'}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <Heading style={{ margin: 0, flex: 1, minWidth: 0, fontSize: 'inherit' }}>
          <button
            type="button"
            className="tl-collapsible__trigger"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={toggle}
          >
            <span>{trigger}</span>
            <ChevronDownIcon className="tl-collapsible__chevron" />
          </button>
        </Heading>
        {aside}
      </div>
      <div id={contentId} className="tl-collapsible__content" hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
