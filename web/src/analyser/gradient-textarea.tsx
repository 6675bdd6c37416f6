import { useEffect, useRef, useState, type Ref, type TextareaHTMLAttributes } from 'react';
import { GRADIENT_REFRESH_MS } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { Textarea } from '../ui';
import { borderGradient } from './gradient-border';
import './gradient-textarea.css';

/** Props of {@link GradientTextarea}. */
export interface GradientTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The analysis text area with its animated gradient border: the colours
 * follow the tone of the text (200 points, refreshed at most every 100 ms so
 * typing stays cheap), stronger while focused.
 */
export function GradientTextarea({ value, onValueChange, ref, className, ...rest }: GradientTextareaProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    let shown: string | null = null;
    const paint = () => {
      const text = latest.current;
      if (text === shown || !frameRef.current) return;
      shown = text;
      frameRef.current.style.setProperty('--tl-tone-gradient', borderGradient(text));
    };
    paint();
    const timer = setInterval(paint, GRADIENT_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div
      ref={frameRef}
      className="tl-gradient-frame"
      data-focused={focused ? 'true' : 'false'}
      data-empty={value.length === 0 ? 'true' : 'false'}
    >
      <Textarea
        ref={ref}
        value={value}
        placeholder={t('messages.inputPlaceholder')}
        className={className ? `tl-gradient-frame__input ${className}` : 'tl-gradient-frame__input'}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        {...rest}
      />
    </div>
  );
}
