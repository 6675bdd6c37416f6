/**
 * The ToneLens Diagnostics card (spec surroundings §2, §9): axis buttons (All,
 * Warmth, Certainty, Intensity, Coherence); an axis shows a deep-dive with its
 * value and low / medium / high guidance.
 */
import { useState } from 'react';
import {
  SLIDER_DIMENSIONS,
  axisGuidanceBand,
  levelLabel,
  percent,
  type AxisKey,
  type AxisScores,
} from '@tonelens/core';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '../../ui';

/** The axis buttons, in the spec's order. */
export const DIAGNOSTIC_AXES: readonly { id: 'all' | AxisKey; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'warmthDetachment', label: 'Warmth' },
  { id: 'certaintyAmbiguity', label: 'Certainty' },
  { id: 'intensityRestraint', label: 'Intensity' },
  { id: 'conflictCoherence', label: 'Coherence' },
];

/** Guidance per axis and band (low 0.0–0.3, medium 0.4–0.6, high 0.7–1.0). */
export const AXIS_GUIDANCE: Readonly<Record<AxisKey, Record<'low' | 'medium' | 'high', string>>> = {
  warmthDetachment: {
    low: 'Your words read cool and distant. If you want the reader to feel close to you, name them, acknowledge how they might feel, or add one personal line.',
    medium:
      'Warmth sits near balance: friendly without crowding. This suits most everyday messages and steady relationships.',
    high: 'Your words feel warm and connected. Check that the warmth fits the setting — in formal writing a touch of restraint keeps it professional.',
  },
  certaintyAmbiguity: {
    low: 'The text hedges a great deal ("maybe", "I guess", "sort of"). Say the one thing you are sure of plainly, and keep the doubts you truly mean.',
    medium: 'Certainty is balanced: clear enough to act on, open enough to invite a reply.',
    high: "The text is decisive and clear. Make sure it still leaves room for the other person's view where you want a conversation.",
  },
  intensityRestraint: {
    low: 'Feeling is held back. If something matters to you, let one sentence carry it — readers respond to what you allow them to see.',
    medium: 'Intensity is measured: the feeling is present without overwhelming the message.',
    high: 'Strong feeling comes through. Before sending, read it once as the recipient: is the force what you want them to feel?',
  },
  conflictCoherence: {
    low: 'The text pulls in different directions. Pick the main thing you want to say and let the rest support it, or split it into two messages.',
    medium: 'The text holds together with a few mixed notes — natural when a subject is complicated.',
    high: 'The text is unified: every part points the same way, so the reader can follow you easily.',
  },
};

const BAND_LABEL = { low: 'Low', medium: 'Medium', high: 'High' } as const;

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
  const [axis, setAxis] = useState<'all' | AxisKey>('all');
  const dims = SLIDER_DIMENSIONS.filter((d) => axis === 'all' || d.id === axis);
  return (
    <Card className="diag" aria-labelledby="diag-title">
      <CardHeader>
        <CardTitle as="h3" id="diag-title">
          ToneLens Diagnostics
        </CardTitle>
        <CardDescription>
          Four axes from 0 to 1, where 0.50 is balance.
          {local ? ' Read on this device from the words of your text.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="diag__body">
        {!axes ? (
          <div className="diag__start">
            <p className="muted">This result has no four-axis reading yet.</p>
            <Button onClick={onStartToneLens} disabled={!onStartToneLens || starting}>
              {starting ? 'Analysing...' : 'Start ToneLens Analysis'}
            </Button>
          </div>
        ) : (
          <>
            <div className="diag__axes" role="group" aria-label="Axis">
              {DIAGNOSTIC_AXES.map((a) => (
                <Button
                  key={a.id}
                  size="sm"
                  variant="outline"
                  aria-pressed={axis === a.id}
                  onClick={() => setAxis(a.id)}
                >
                  {a.label}
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
                      <span className="diag__axis-name">{d.name}</span>
                      <span className="diag__axis-value">
                        {v.toFixed(2)} <span className="muted">{levelLabel(v)}</span>
                      </span>
                    </div>
                    <Progress
                      value={percent(v)}
                      label={d.name}
                      colour={d.colour}
                      valueText={`${v.toFixed(2)}, ${levelLabel(v)}`}
                    />
                    <div className="diag__ends muted" aria-hidden="true">
                      <span>{d.leftLabel}</span>
                      <span>{d.rightLabel}</span>
                    </div>
                    {axis !== 'all' ? (
                      <div className={`diag__deep diag__deep--${band}`} data-testid="axis-deep-dive">
                        <Badge variant={band === 'medium' ? 'success' : 'warning'}>{BAND_LABEL[band]}</Badge>
                        <p>{AXIS_GUIDANCE[d.id][band]}</p>
                        <p className="muted diag__desc">{d.description}</p>
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
