import { useId, type CSSProperties, type ReactNode } from 'react';
import './slider.css';

/** Props of {@link Slider}. */
export interface SliderProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Shown right of the label, e.g. 'Moderate · 50%'. Also read out as the value text. */
  valueText?: string;
  /** Labels under both ends. */
  leftLabel?: ReactNode;
  rightLabel?: ReactNode;
  /** Colour of the filled track and thumb (any CSS colour). */
  colour?: string;
  description?: string;
  name?: string;
}

/** A labelled native range input (keyboard operable: arrows, Page Up/Down, Home/End). */
export function Slider({
  label,
  value,
  onChange,
  min = 0,
  max = 1,
  step = 0.01,
  disabled,
  valueText,
  leftLabel,
  rightLabel,
  colour,
  description,
  name,
}: SliderProps) {
  const id = useId();
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;
  const style = {
    '--tl-slider-fill': `${fill}%`,
    ...(colour ? { '--tl-slider-colour': colour } : {}),
  } as CSSProperties;
  return (
    <div className="tl-slider">
      <div className="tl-slider__label">
        <label htmlFor={id}>{label}</label>
        {valueText ? (
          <span className="tl-slider__value" aria-hidden="true">
            {valueText}
          </span>
        ) : null}
      </div>
      <input
        id={id}
        name={name}
        className="tl-slider__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        aria-description={description}
        style={style}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      {leftLabel || rightLabel ? (
        <div className="tl-slider__ends" aria-hidden="true">
          <span>{leftLabel}</span>
          <span>{rightLabel}</span>
        </div>
      ) : null}
    </div>
  );
}
