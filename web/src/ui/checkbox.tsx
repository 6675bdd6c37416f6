import type { ReactNode } from 'react';
import { cx } from './cx';
import './checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
  name?: string;
}

/** A native checkbox with its label (the whole row is clickable). */
export function Checkbox({ checked, onCheckedChange, label, disabled, className, name }: CheckboxProps) {
  return (
    <label className={cx('tl-checkbox', className)}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
