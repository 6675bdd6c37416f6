import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import './textarea.css';

/** A native textarea with the design's look. Give it a label (aria-label or a <label>). */
export function Textarea({
  className,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cx('tl-textarea', className)} {...rest} />;
}
