import { useTranslation } from '../i18n';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './focus-trap';
import { CloseIcon } from './icons';
import { cx } from './cx';
import './button.css';
import './dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, the close button or a click on the backdrop. */
  onOpenChange: (open: boolean) => void;
  /** The accessible name, shown as the heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Width: md 32rem, lg 56rem, xl 80rem. */
  size?: 'md' | 'lg' | 'xl';
  className?: string;
  /** Extra things in the header's right side, before the close button. */
  headerActions?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Label of the close button. */
  closeLabel?: string;
  /** Set false to keep the dialog open on backdrop clicks. */
  closeOnBackdrop?: boolean;
  style?: React.CSSProperties;
}

/**
 * A modal dialog: rendered above the page, labelled by its title, focus
 * trapped inside while open, Escape closes, and focus returns to where it was.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
  headerActions,
  initialFocus,
  closeLabel,
  closeOnBackdrop = true,
  style,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(ref, open, { onEscape: () => onOpenChange(false), initialFocus, preferredRegion: bodyRef });
  if (!open) return null;
  return createPortal(
    <div
      className="tl-dialog__backdrop"
      data-tl-layer=""
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('tl-dialog', `tl-dialog--${size}`, className)}
        style={style}
      >
        <div className="tl-dialog__header">
          <div className="tl-dialog__heading">
            <h2 id={titleId} className="tl-dialog__title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="tl-dialog__description">
                {description}
              </p>
            ) : null}
          </div>
          {headerActions}
          <button
            type="button"
            className="tl-button tl-button--ghost tl-button--icon"
            aria-label={closeLabel ?? t('common.close')}
            onClick={() => onOpenChange(false)}
          >
            <CloseIcon />
          </button>
        </div>
        {/* Focusable, so a keyboard can scroll a long body (a journal entry on a phone) with no control inside. */}
        <div ref={bodyRef} className="tl-dialog__body" tabIndex={0}>
          {children}
        </div>
        {footer ? <div className="tl-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
