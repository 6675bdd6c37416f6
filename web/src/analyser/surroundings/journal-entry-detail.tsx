/**
 * The journal entry detail modal (spec surroundings §4 Journal): loads the full
 * analysis; shows the spectral view when it has spectral percentages, otherwise
 * the ToneLens view when it has the four axes.
 */
import {
  SLIDER_DIMENSIONS,
  dateLabel,
  entrySpectralValue,
  formatTone,
  levelLabel,
  percent,
  toneColour,
  toneToFrequency,
  type Analysis,
  type JournalEntry,
  type Language,
} from '@tonelens/core';
import { Badge, Dialog, Progress } from '../../ui';
import { useAnalysis } from './api';
import { entryText, parseDominantTones } from './journal';

const TONE_COLOURS = { deep: 'hsl(252, 70%, 60%)', suspended: 'hsl(189, 75%, 42%)', bright: 'hsl(27, 85%, 55%)' };

/** Which view an analysis gets: spectral when it has the percentages, else ToneLens when it has the axes. */
export function detailView(a: Analysis): 'spectral' | 'tonelens' | 'none' {
  if (a.deepTonePercentage != null && a.suspendedTonePercentage != null && a.brightTonePercentage != null)
    return 'spectral';
  if (
    a.warmthDetachment != null &&
    a.certaintyAmbiguity != null &&
    a.intensityRestraint != null &&
    a.conflictCoherence != null
  )
    return 'tonelens';
  return 'none';
}

function SpectralView({ analysis }: { analysis: Analysis }) {
  const v = entrySpectralValue(analysis);
  const colour = toneColour(v);
  const shares = [
    ['Deep', analysis.deepTonePercentage ?? 0, TONE_COLOURS.deep],
    ['Suspended', analysis.suspendedTonePercentage ?? 0, TONE_COLOURS.suspended],
    ['Bright', analysis.brightTonePercentage ?? 0, TONE_COLOURS.bright],
  ] as const;
  return (
    <section className="detail__view" aria-labelledby="detail-spectral">
      <h3 id="detail-spectral" className="detail__heading">
        Spectral view
      </h3>
      <div className="detail__tone">
        <span className="dot dot--lg" style={{ background: colour.hsl }} aria-hidden="true" />
        <div>
          <p className="detail__tone-value">
            {formatTone(v)} · {toneToFrequency(v)} Hz
          </p>
          <p className="muted">
            {colour.label} — {colour.emotion}
          </p>
        </div>
      </div>
      <div className="detail__bars">
        {shares.map(([name, share, c]) => (
          <div key={name} className="detail__bar">
            <span className="detail__bar-label">{name} tones</span>
            <Progress value={share} label={`${name} tones`} colour={c} valueText={`${Math.round(share)}%`} />
            <span className="detail__bar-value">{Math.round(share)}%</span>
          </div>
        ))}
      </div>
      <dl className="detail__facts">
        <div>
          <dt>Opening tone</dt>
          <dd>{formatTone(analysis.openingTone ?? 0)}</dd>
        </div>
        <div>
          <dt>Peak intensity</dt>
          <dd>{formatTone(analysis.peakIntensity ?? 0)}</dd>
        </div>
        <div>
          <dt>Resolution</dt>
          <dd>{formatTone(analysis.resolution ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ToneLensView({ analysis }: { analysis: Analysis }) {
  return (
    <section className="detail__view" aria-labelledby="detail-tonelens">
      <h3 id="detail-tonelens" className="detail__heading">
        ToneLens view
      </h3>
      <div className="detail__bars">
        {SLIDER_DIMENSIONS.map((d) => {
          const v = analysis[d.id] ?? 0.5;
          return (
            <div key={d.id} className="detail__bar">
              <span className="detail__bar-label">{d.name}</span>
              <Progress
                value={percent(v)}
                label={d.name}
                colour={d.colour}
                valueText={`${v.toFixed(2)}, ${levelLabel(v)}`}
              />
              <span className="detail__bar-value">
                {v.toFixed(2)} <span className="muted">{levelLabel(v)}</span>
              </span>
            </div>
          );
        })}
      </div>
      {analysis.tensionDetected ? (
        <Badge variant="warning">Tension Detected</Badge>
      ) : (
        <Badge variant="success">Emotional Balance</Badge>
      )}
      {analysis.toneLensSummary ? <p className="detail__summary">{analysis.toneLensSummary}</p> : null}
    </section>
  );
}

/** Props of {@link JournalEntryDetail}. */
export interface JournalEntryDetailProps {
  entry: JournalEntry | null;
  onClose: () => void;
  language?: Language;
}

/** The modal of one journal entry. */
export function JournalEntryDetail({ entry, onClose, language = 'en' }: JournalEntryDetailProps) {
  const analysis = useAnalysis(entry?.analysisId ?? null);
  if (!entry) return null;
  const tones = parseDominantTones(entry.dominantTones);
  const view = analysis.data ? detailView(analysis.data) : 'none';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Journal Entry"
      description={dateLabel(entry.createdAt, new Date(), language)}
      size="lg"
    >
      <div className="detail">
        <figure className="detail__text">
          <figcaption>Original text</figcaption>
          <blockquote>{entryText(analysis.data?.inputText ?? entry.preview)}</blockquote>
        </figure>
        {tones.length > 0 ? (
          <p className="detail__tones">
            Dominant tones:{' '}
            {tones.map((t) => (
              <Badge key={t} variant="outline" className={`tone-chip tone-chip--${t}`}>
                {t}
              </Badge>
            ))}
          </p>
        ) : null}
        {entry.analysisId == null ? (
          <p className="muted">This entry is a saved conversation; its text is shown above.</p>
        ) : analysis.isLoading ? (
          <p role="status" className="muted">
            Loading the analysis…
          </p>
        ) : analysis.isError ? (
          <p role="alert" className="detail__error">
            The analysis could not be loaded.
          </p>
        ) : analysis.data && view === 'spectral' ? (
          <SpectralView analysis={analysis.data} />
        ) : analysis.data && view === 'tonelens' ? (
          <ToneLensView analysis={analysis.data} />
        ) : (
          <p className="muted">This analysis has no spectral or ToneLens reading.</p>
        )}
      </div>
    </Dialog>
  );
}
