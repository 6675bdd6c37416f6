import type { CSSProperties } from 'react';
import { cx } from './cx';
import './progress.css';

/** Props of {@link Progress}: `value` is 0..100 (percent). */
export interface ProgressProps {
  value: number;
  /** Accessible name. */
  label: string;
  /** Bar colour (CSS); defaults to the band spectrum. */
  colour?: string;
  className?: string;
  /** Read out instead of the bare percentage. */
  valueText?: string;
}

/** A determinate progress bar (role progressbar, 0..100). */
export function Progress({ value, label, colour, className, valueText }: ProgressProps) {
  const v = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div
      className={cx('tl-progress', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(v)}
      aria-valuetext={valueText}
    >
      <div
        className="tl-progress__bar"
        style={{ width: `${v}%`, ...(colour ? ({ '--tl-progress-colour': colour } as CSSProperties) : {}) }}
      />
    </div>
  );
}
