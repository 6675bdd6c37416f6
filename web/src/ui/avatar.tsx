import { useState } from 'react';
import { cx } from './cx';
import './avatar.css';

/** Props of {@link Avatar}: an image URL, or initials when there is none or it fails to load. */
export interface AvatarProps {
  src?: string | null;
  /** Shown when there is no image (e.g. core's `initials(user)`). */
  fallback: string;
  /** Accessible name (e.g. the person's name). */
  alt: string;
  className?: string;
}

/** A round user picture with an initials fallback. */
export function Avatar({ src, fallback, alt, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={cx('tl-avatar', className)} role="img" aria-label={alt}>
      {src && !failed ? (
        <img src={src} alt="" onError={() => setFailed(true)} referrerPolicy="no-referrer" />
      ) : (
        <span aria-hidden="true">{fallback}</span>
      )}
    </span>
  );
}
