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
import { Trans, useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { axisText, bandText } from '../i18n/core-text';

const SAMPLE = 'I hear you, and I am here whenever you are ready to talk.';

/** The feature cards: their words are the catalogues' `landing.features.<id>`. */
const FEATURES = [
  { id: 'diagnostics', hue: 27 },
  { id: 'spectral', hue: 189 },
  { id: 'echo', hue: 252 },
  { id: 'journal', hue: 135 },
  { id: 'learning', hue: 324 },
] as const;

/** Shown while the sign-in state loads and to signed-out visitors. */
export function LandingPage({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
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
            {t('landing.logIn')}
          </a>
        </div>
      </header>
      <main id="main" className="landing__main" aria-busy={loading}>
        <section className="landing__hero" aria-labelledby="landing-title">
          <div className="landing__copy">
            <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
            <h1 id="landing-title" className="landing__title">
              <Trans i18nKey="landing.title" components={{ accent: <span className="landing__title-accent" /> }} />
            </h1>
            <p className="landing__lead">{t('landing.lead')}</p>
            <div className="landing__cta">
              <a className="tl-button tl-button--default tl-button--lg landing__login" href={loginUrl()}>
                {t('landing.logInWith')}
              </a>
              <p className="landing__cta-note">{t('landing.ctaNote')}</p>
            </div>
          </div>
          <figure className="landing__demo" aria-label={t('landing.example')}>
            <div className="landing__demo-card">
              <p className="landing__demo-label">{t('landing.yourText')}</p>
              <p className="landing__demo-text">“{SAMPLE}”</p>
              <div className="landing__demo-gradient" style={{ backgroundImage: gradient }} aria-hidden="true" />
              <dl className="landing__demo-axes">
                {(
                  [
                    ['warmthDetachment', 0.82],
                    ['certaintyAmbiguity', 0.64],
                    ['intensityRestraint', 0.38],
                    ['conflictCoherence', 0.77],
                  ] as const
                ).map(([axis, value]) => (
                  <div key={axis} className="landing__demo-axis">
                    <dt>{axisText(t, axis, 'short')}</dt>
                    <dd>
                      <span className="meter" aria-hidden="true">
                        <span className="meter__fill" style={{ width: `${value * 100}%` }} />
                      </span>
                      <span className="landing__demo-value">{format.decimal(value, 2)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="landing__demo-band">
                <span className="dot" style={{ background: sampleTone.hsl }} aria-hidden="true" />
                {bandText(t, sampleTone.label, 'name')} · {bandText(t, sampleTone.label, 'meaning')}
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
            <h2 id="privacy-title">{t('landing.privacyTitle')}</h2>
            <p>{t('landing.privacyText')}</p>
          </div>
        </section>

        <section className="landing__features" aria-labelledby="features-title">
          <h2 id="features-title" className="landing__section-title">
            {t('landing.featuresTitle')}
          </h2>
          <ul className="landing__feature-grid">
            {FEATURES.map((f) => (
              <li key={f.id} className="landing__feature" style={{ '--feature-hue': f.hue } as React.CSSProperties}>
                <span className="landing__feature-mark" aria-hidden="true" />
                <h3>{t(`landing.features.${f.id}.title`)}</h3>
                <p>{t(`landing.features.${f.id}.text`)}</p>
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
