import { percent, resonanceBarColour, resonanceLabelColour, type ResonanceLabel } from '@tonelens/core';
import { Progress } from '../ui';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';

/** Resonance shown under the sliders: a score 0..1 and its label, either may be missing. */
export interface ResonanceReading {
  score?: number | null;
  label?: ResonanceLabel | null;
}

/** The resonance reading under the sliders: its label in its colour, the score as a bar, and what the label means. */
export function ResonanceSection({ score, label }: ResonanceReading) {
  const { t } = useTranslation();
  const format = useFormat();
  const colour = resonanceLabelColour(label);
  const text = t(`resonance.text.${label ?? 'none'}`);
  return (
    <section className="tl-resonance" aria-label={t('resonance.title')}>
      <p className="tl-resonance__label">
        <span className="tl-resonance__dot" style={{ background: colour }} aria-hidden="true" />
        <strong>{label ? t(`resonance.label.${label}`) : t('resonance.none')}</strong>
        {score != null ? <span className="tl-muted">{format.percentage(percent(score))}</span> : null}
      </p>
      {score != null ? (
        <Progress value={percent(score)} label={t('resonance.title')} colour={resonanceBarColour(score)} />
      ) : null}
      <p className="tl-muted tl-resonance__text">{text}</p>
    </section>
  );
}
