/**
 * The ToneLens Diagnostics card (spec surroundings §2, §9): axis buttons (All,
 * Warmth, Certainty, Intensity, Coherence); an axis shows a deep-dive with its
 * value and low / medium / high guidance.
 */
import { useState } from 'react';
import { SLIDER_DIMENSIONS, axisGuidanceBand, percent, type AxisKey, type AxisScores } from '@tonelens/core';
import en from '../../i18n/locales/en.json';
import { useTranslation } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { axisText, levelText } from '../../i18n/core-text';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '../../ui';

/** The axis buttons, in the spec's order, with their English labels (the catalogues' `axis.<id>.short`). */
export const DIAGNOSTIC_AXES: readonly { id: 'all' | AxisKey; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'warmthDetachment', label: 'Warmth' },
  { id: 'certaintyAmbiguity', label: 'Certainty' },
  { id: 'intensityRestraint', label: 'Intensity' },
  { id: 'conflictCoherence', label: 'Coherence' },
];

/** Guidance per axis and band (low 0.0–0.3, medium 0.4–0.6, high 0.7–1.0), in English (the catalogues' `diagnostics.guidance`). */
export const AXIS_GUIDANCE: Readonly<Record<AxisKey, Record<'low' | 'medium' | 'high', string>>> =
  en.diagnostics.guidance;

/** Props of {@link DiagnosticsCard}. */
export interface DiagnosticsCardProps {
  /** The four axes, or null before any ToneLens reading. */
  axes: AxisScores | null;
  summary?: string | null;
  /** True when the axes were read on this device because the result had no four-axis reading of its own. */
  local?: boolean;
  /** Runs a ToneLens reading of the analysed text (shown when there is none yet). */
  onStartToneLens?: () => void;
  starting?: boolean;
}

/** The ToneLens Diagnostics card. */
export function DiagnosticsCard({
  axes,
  summary,
  local = false,
  onStartToneLens,
  starting = false,
}: DiagnosticsCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [axis, setAxis] = useState<'all' | AxisKey>('all');
  const dims = SLIDER_DIMENSIONS.filter((d) => axis === 'all' || d.id === axis);
  return (
    <Card className="diag" aria-labelledby="diag-title">
      <CardHeader>
        <CardTitle as="h3" id="diag-title">
          {t('diagnostics.title')}
        </CardTitle>
        <CardDescription>
          {t('diagnostics.description')}
          {local ? ` ${t('diagnostics.local')}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="diag__body">
        {!axes ? (
          <div className="diag__start">
            <p className="muted">{t('diagnostics.none')}</p>
            <Button onClick={onStartToneLens} disabled={!onStartToneLens || starting}>
              {starting ? t('analyser.analysing') : t('diagnostics.start')}
            </Button>
          </div>
        ) : (
          <>
            <div className="diag__axes" role="group" aria-label={t('diagnostics.axis')}>
              {DIAGNOSTIC_AXES.map((a) => (
                <Button
                  key={a.id}
                  size="sm"
                  variant="outline"
                  aria-pressed={axis === a.id}
                  onClick={() => setAxis(a.id)}
                >
                  {a.id === 'all' ? t('diagnostics.all') : axisText(t, a.id, 'short')}
                </Button>
              ))}
            </div>
            <ul className="diag__list">
              {dims.map((d) => {
                const v = axes[d.id];
                const band = axisGuidanceBand(v);
                return (
                  <li key={d.id} className="diag__axis" data-testid={`diag-${d.id}`}>
                    <div className="diag__axis-head">
                      <span className="diag__axis-name">{axisText(t, d.id, 'name')}</span>
                      <span className="diag__axis-value">
                        {format.decimal(v, 2)} <span className="muted">{levelText(t, v)}</span>
                      </span>
                    </div>
                    <Progress
                      value={percent(v)}
                      label={axisText(t, d.id, 'name')}
                      colour={d.colour}
                      valueText={`${format.decimal(v, 2)}, ${levelText(t, v)}`}
                    />
                    <div className="diag__ends muted" aria-hidden="true">
                      <span>{axisText(t, d.id, 'left')}</span>
                      <span>{axisText(t, d.id, 'right')}</span>
                    </div>
                    {axis !== 'all' ? (
                      <div className={`diag__deep diag__deep--${band}`} data-testid="axis-deep-dive">
                        <Badge variant={band === 'medium' ? 'success' : 'warning'}>
                          {t(`diagnostics.band.${band}`)}
                        </Badge>
                        <p>{t(`diagnostics.guidance.${d.id}.${band}`)}</p>
                        <p className="muted diag__desc">{axisText(t, d.id, 'description')}</p>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {axis === 'all' && summary ? <p className="diag__summary">{summary}</p> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
