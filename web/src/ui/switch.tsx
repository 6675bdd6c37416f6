import type { ReactNode } from 'react';
import { cx } from './cx';
import './checkbox.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch: a button with role switch and aria-checked, its label beside it. */
export function Switch({ checked, onCheckedChange, label, disabled, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={cx('tl-switch', className)}
      onClick={() => onCheckedChange(!checked)}
    >
      <span className="tl-switch__track" aria-hidden="true">
        <span className="tl-switch__thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}
