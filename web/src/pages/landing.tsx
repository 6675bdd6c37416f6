/**
 * The landing and sign-in page (spec surroundings §2): what ToneLens does, the
 * privacy promise, and Log In, which navigates to /api/login.
 */
import { useMemo } from 'react';
import { gradientStops, toneColour, analyseSpectral, spectralValue } from '@tonelens/core';
import { Brand } from './brand';
import { loginUrl } from './session';
import { ThemeToggle } from './theme-toggle';
import { SiteFooter } from './footer';

const SAMPLE = 'I hear you, and I am here whenever you are ready to talk.';

const FEATURES = [
  {
    title: 'Four-axis diagnostics',
    text: 'Warmth, certainty, intensity and coherence, each scored from 0 to 1 with 0.5 as balance, plus a summary in plain words.',
    hue: 27,
  },
  {
    title: 'Spectral reading',
    text: 'Every character becomes a frequency and a colour: see the waveform of your message and hear it as a tone.',
    hue: 189,
  },
  {
    title: 'EchoRoom reflection',
    text: 'When a message carries tension, step into a guided reflection room before you press send.',
    hue: 252,
  },
  {
    title: 'Journal and signature',
    text: 'Your saved analyses build a personal tone signature: trend, balance index and a history you can download.',
    hue: 135,
  },
  {
    title: 'Learning mode',
    text: 'Short lessons and exercises on emotional clarity, with XP, streaks and recommendations that follow your progress.',
    hue: 324,
  },
];

/** Shown while the sign-in state loads and to signed-out visitors. */
export function LandingPage({ loading = false }: { loading?: boolean }) {
  const stops = useMemo(() => gradientStops(SAMPLE, 48), []);
  const sampleTone = useMemo(() => toneColour(spectralValue(analyseSpectral(SAMPLE))), []);
  const gradient = `linear-gradient(90deg, ${stops.map((s) => `${s.color} ${s.position.toFixed(1)}%`).join(', ')})`;
  return (
    <div className="landing">
      <header className="landing__bar">
        <Brand />
        <div className="landing__bar-actions">
          <ThemeToggle />
          <a className="tl-button tl-button--outline tl-button--sm" href={loginUrl()}>
            Log In
          </a>
        </div>
      </header>
      <main id="main" className="landing__main" aria-busy={loading}>
        <section className="landing__hero" aria-labelledby="landing-title">
          <div className="landing__copy">
            <p className="landing__eyebrow">Emotional tone, made visible</p>
            <h1 id="landing-title" className="landing__title">
              Hear how your words <span className="landing__title-accent">really sound</span> before you send them.
            </h1>
            <p className="landing__lead">
              ToneLens reads the emotional tone of what you write. Paste a message, a journal entry or a draft and see
              its warmth, certainty, intensity and coherence as scores, colour, sound and a gentle reply — with an
              alternative wording when you want one.
            </p>
            <div className="landing__cta">
              <a className="tl-button tl-button--default tl-button--lg landing__login" href={loginUrl()}>
                Log In with your identity provider
              </a>
              <p className="landing__cta-note">Free to use. Sign in once; your history follows you.</p>
            </div>
          </div>
          <figure className="landing__demo" aria-label="An example reading">
            <div className="landing__demo-card">
              <p className="landing__demo-label">Your text</p>
              <p className="landing__demo-text">“{SAMPLE}”</p>
              <div className="landing__demo-gradient" style={{ backgroundImage: gradient }} aria-hidden="true" />
              <dl className="landing__demo-axes">
                {[
                  ['Warmth', 0.82],
                  ['Certainty', 0.64],
                  ['Intensity', 0.38],
                  ['Coherence', 0.77],
                ].map(([name, value]) => (
                  <div key={name as string} className="landing__demo-axis">
                    <dt>{name}</dt>
                    <dd>
                      <span className="meter" aria-hidden="true">
                        <span className="meter__fill" style={{ width: `${(value as number) * 100}%` }} />
                      </span>
                      <span className="landing__demo-value">{(value as number).toFixed(2)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="landing__demo-band">
                <span className="dot" style={{ background: sampleTone.hsl }} aria-hidden="true" />
                {sampleTone.label} · {sampleTone.emotion}
              </p>
            </div>
          </figure>
        </section>

        <section className="landing__privacy" aria-labelledby="privacy-title">
          <div className="landing__privacy-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8">
              <rect x="4" y="10" width="16" height="11" rx="2.5" />
              <path d="M8 10V7a4 4 0 0 1 8 0v3" />
            </svg>
          </div>
          <div>
            <h2 id="privacy-title">Your words stay yours</h2>
            <p>
              Everything you write, analyse and save in ToneLens is accessible only to you. Your journal, signature and
              reflections are tied to your account and are never shown to anyone else.
            </p>
          </div>
        </section>

        <section className="landing__features" aria-labelledby="features-title">
          <h2 id="features-title" className="landing__section-title">
            Everything around your words
          </h2>
          <ul className="landing__feature-grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="landing__feature" style={{ '--feature-hue': f.hue } as React.CSSProperties}>
                <span className="landing__feature-mark" aria-hidden="true" />
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

export { SiteFooter } from './footer';
