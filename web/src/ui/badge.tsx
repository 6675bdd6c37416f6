import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import './badge.css';

/** Badge colours: `destructive`, `default` and `secondary` are the spec's recommendation variants. */
export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning';

/** A small label. Colour is never its only meaning: the text always says it. */
export function Badge({
  variant = 'default',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cx('tl-badge', `tl-badge--${variant}`, className)} {...rest} />;
}
