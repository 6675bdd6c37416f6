import { useMemo, useState } from 'react';
import {
  analyseAxesLocally,
  analyseSpectral,
  AXES,
  emotionalBand,
  levelLabel,
  percent,
  spectralValue,
  toneColour,
  tensionReasons,
  TENSION_REASON_TEXT,
} from '@tonelens/core';

/** The quick check: local analysis of typed text, nothing leaves the device. */
export function App() {
  const [text, setText] = useState('');
  const reading = useMemo(() => {
    if (text.trim().length === 0) return null;
    const v = spectralValue(analyseSpectral(text));
    const axes = analyseAxesLocally(text);
    return { v, band: emotionalBand(v), colour: toneColour(v), axes, reasons: tensionReasons(axes) };
  }, [text]);

  return (
    <main style={{ width: 320, padding: 12, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 16, margin: '0 0 8px' }}>ToneLens</h1>
      <label htmlFor="text" style={{ display: 'block', fontSize: 12, marginBottom: 4 }}>
        Text to check
      </label>
      <textarea
        id="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        style={{ width: '100%', boxSizing: 'border-box' }}
        placeholder="Enter your text here..."
      />
      {reading && (
        <section aria-live="polite" style={{ marginTop: 8, fontSize: 13 }}>
          <p style={{ display: 'flex', alignItems: 'center', gap: 6, margin: '4px 0' }}>
            <span
              aria-hidden="true"
              style={{
                width: 12,
                height: 12,
                borderRadius: 6,
                background: reading.colour.hsl,
                display: 'inline-block',
              }}
            />
            <strong>{reading.band.name}</strong> — {reading.band.meaning}
          </p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {AXES.map(({ key }) => (
              <li key={key}>
                {key}: {percent(reading.axes[key])}% ({levelLabel(reading.axes[key])})
              </li>
            ))}
          </ul>
          <p>
            {reading.reasons.length > 0
              ? `Tension: ${TENSION_REASON_TEXT[reading.reasons[0]!]}`
              : 'No tension detected.'}
          </p>
        </section>
      )}
    </main>
  );
}
