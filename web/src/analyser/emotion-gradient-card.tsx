import { useState } from 'react';
import {
  MESSAGES,
  neutralAxes,
  percent,
  SLIDER_DIMENSIONS,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  snapSliderValue,
  toneColour,
  type AxisScores,
} from '@tonelens/core';
import { Badge, Button, Card, Collapsible, Slider, Tooltip } from '../ui';
import { notify } from '../lib/toast';
import { LockIcon, MinusIcon, PlusIcon, ResetIcon, SaveIcon, UnlockIcon } from './icons';
import { defaultGradientStorage, saveGradientState, type GradientStorage } from './gradient-state';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { axisText, levelText } from '../i18n/core-text';
import { ResonanceSection, type ResonanceReading } from './resonance-section';
import './emotion-gradient-card.css';

export type { ResonanceReading } from './resonance-section';

/** Props of {@link EmotionGradientCard}. */
export interface EmotionGradientCardProps {
  values: AxisScores;
  onValuesChange: (values: AxisScores) => void;
  /** Start adjustable instead of locked. */
  unlockedByDefault?: boolean;
  resonance?: ResonanceReading | null;
  /** Where 'Save' writes; defaults to localStorage. */
  storage?: GradientStorage | null;
  /** iPhone-type device: shows the 'locked' tooltip and the minimise toggle. Detected when left out. */
  isIPhone?: boolean;
  /** Extra toolbar actions (e.g. the re-response button). */
  actions?: React.ReactNode;
  /** Render without the outer card (inside another panel). */
  bare?: boolean;
}

/** True on iPhone-type devices (by user agent). */
export function detectIPhone(): boolean {
  return typeof navigator !== 'undefined' && /iPhone|iPod/.test(navigator.userAgent);
}

/** The live gradient bar: each dimension's value as a tone colour, left to right. */
export function gradientBarBackground(values: AxisScores): string {
  const stops = SLIDER_DIMENSIONS.map((d, i) => `${toneColour(values[d.id]).hsl} ${Math.round((i / 3) * 100)}%`);
  return `linear-gradient(90deg, ${stops.join(', ')})`;
}

/**
 * The Interactive Emotion Gradient (spec analysis §2, §4): locked by default
 * (or adjustable when asked), a toggle with its toasts, a live gradient bar,
 * four sliders 0..1 in steps of 0.01 with level labels and percentages, Reset
 * (disabled while locked), Save to browser storage, and the resonance reading.
 */
export function EmotionGradientCard({
  values,
  onValuesChange,
  unlockedByDefault = false,
  resonance,
  storage = defaultGradientStorage(),
  isIPhone = detectIPhone(),
  actions,
  bare = false,
}: EmotionGradientCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [adjustable, setAdjustable] = useState(unlockedByDefault);
  const [minimised, setMinimised] = useState(false);

  const handleToggle = () => {
    const next = !adjustable;
    setAdjustable(next);
    notify(next ? MESSAGES.adjustmentEnabled : MESSAGES.adjustmentDisabled);
  };
  const handleReset = () => {
    if (!adjustable) return;
    onValuesChange(neutralAxes());
    notify(MESSAGES.dimensionsReset);
  };
  const handleSave = () => {
    if (storage) saveGradientState(storage, values);
    notify(MESSAGES.gradientSaved);
  };
  const handleSlide = (id: keyof AxisScores, v: number) => {
    if (!adjustable) return;
    onValuesChange({ ...values, [id]: snapSliderValue(v) });
  };

  const badge = (
    <Badge variant={adjustable ? 'success' : 'secondary'} data-testid="gradient-lock-badge">
      {adjustable ? <UnlockIcon /> : <LockIcon />} {adjustable ? t('gradient.adjustable') : t('gradient.locked')}
    </Badge>
  );

  const body = (
    <div className="tl-gradient-card">
      <div className="tl-gradient-card__toolbar" role="toolbar" aria-label={t('gradient.tools')}>
        {isIPhone && !adjustable ? (
          <Tooltip content={t('gradient.lockedTooltip')}>
            <span tabIndex={0} className="tl-gradient-card__badge-wrap" data-testid="locked-tooltip-trigger">
              {badge}
            </span>
          </Tooltip>
        ) : bare ? (
          badge
        ) : null}
        <Button variant="outline" size="sm" onClick={handleToggle} aria-pressed={adjustable}>
          {adjustable ? <LockIcon /> : <UnlockIcon />} {adjustable ? t('gradient.lock') : t('gradient.adjust')}
        </Button>
        <Button variant="outline" size="sm" onClick={handleReset} disabled={!adjustable}>
          <ResetIcon /> {t('gradient.reset')}
        </Button>
        <Button variant="outline" size="sm" onClick={handleSave}>
          <SaveIcon /> {t('common.save')}
        </Button>
        {isIPhone ? (
          <Button variant="ghost" size="sm" onClick={() => setMinimised((m) => !m)} aria-pressed={minimised}>
            {minimised ? <PlusIcon /> : <MinusIcon />} {minimised ? t('gradient.show') : t('gradient.minimise')}
          </Button>
        ) : null}
        {actions}
      </div>
      {minimised ? null : (
        <div
          className="tl-gradient-card__bar"
          style={{ background: gradientBarBackground(values) }}
          role="img"
          aria-label={t('gradient.live', {
            values: format.listed(
              SLIDER_DIMENSIONS.map((d) => `${axisText(t, d.id, 'name')} ${format.percentage(percent(values[d.id]))}`),
            ),
          })}
          data-testid="gradient-bar"
        />
      )}
      <div className="tl-gradient-card__sliders">
        {SLIDER_DIMENSIONS.map((d) => (
          <Slider
            key={d.id}
            name={d.id}
            label={axisText(t, d.id, 'name')}
            description={axisText(t, d.id, 'description')}
            value={values[d.id]}
            min={SLIDER_MIN}
            max={SLIDER_MAX}
            step={SLIDER_STEP}
            disabled={!adjustable}
            colour={d.colour}
            leftLabel={axisText(t, d.id, 'left')}
            rightLabel={axisText(t, d.id, 'right')}
            valueText={`${levelText(t, values[d.id])} · ${format.percentage(percent(values[d.id]))}`}
            onChange={(v) => handleSlide(d.id, v)}
          />
        ))}
      </div>
      {resonance && (resonance.score != null || resonance.label) ? <ResonanceSection {...resonance} /> : null}
    </div>
  );

  if (bare) return body;
  return (
    <Card className="tl-gradient-card__outer" data-testid="emotion-gradient-card">
      <Collapsible
        defaultOpen
        trigger={
          <span className="tl-gradient-card__title">
            {t('gradient.title')} {badge}
          </span>
        }
      >
        {body}
      </Collapsible>
    </Card>
  );
}
