/** The tone name as every result shows it first: the family's icon and colour, the name, what it means and the words behind it. */
import { TONE_FAMILY_LOOK, quoted, type ToneName } from '@tonelens/core';
import './tone-headline.css';

/** Props of {@link ToneHeadline}. */
export interface ToneHeadlineProps {
  name: ToneName;
  /** Smaller type for narrow cards (the popup, the visualization). */
  compact?: boolean;
}

/** The family's icon in its colour; its word is read out, the glyph is not. */
export function ToneMark({ name }: { name: ToneName }) {
  const look = TONE_FAMILY_LOOK[name.family];
  return (
    <span className="tl-tone-mark" style={{ color: look.colour }}>
      <span aria-hidden="true">{look.icon}</span>
      <span className="tl-visually-hidden">({look.word})</span>
    </span>
  );
}

/** "Warm — Close and caring … Because of “so happy” and “congratulations”." */
export function ToneHeadline({ name, compact = false }: ToneHeadlineProps) {
  return (
    <div
      className={compact ? 'tl-tone tl-tone--compact' : 'tl-tone'}
      style={{ borderColor: TONE_FAMILY_LOOK[name.family].colour }}
      data-testid="tone-headline"
    >
      <p className="tl-tone__name">
        <ToneMark name={name} />
        <span className="tl-tone__label">Tone:</span> <strong data-testid="tone-name">{name.label}</strong>
      </p>
      <p className="tl-tone__meaning">{name.meaning}</p>
      {name.phrases.length > 0 ? (
        <p className="tl-tone__why" data-testid="tone-phrases">
          Because of{' '}
          {name.phrases.map((p, i) => (
            <span key={p}>
              {i === 0 ? '' : i === name.phrases.length - 1 ? ' and ' : ', '}
              <strong className="tl-tone__phrase">{quoted(p)}</strong>
            </span>
          ))}
          .
        </p>
      ) : null}
    </div>
  );
}
