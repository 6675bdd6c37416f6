import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import './button.css';

/** Visual weight of a button. */
export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive';
/** Size of a button; `icon` is a square for a lone icon (give it an aria-label). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/** Props of {@link Button}: every native button attribute plus variant and size. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A native button with the design's variants; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant = 'default', size = 'md', className, type = 'button', ref, ...rest }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('tl-button', `tl-button--${variant}`, `tl-button--${size}`, className)}
      {...rest}
    />
  );
}
