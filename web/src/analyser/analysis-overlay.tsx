import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Mode } from '@tonelens/core';
import { Progress, useFocusTrap } from '../ui';
import { BrainIcon, HeartIcon, SparklesIcon, WavesIcon } from './icons';
import { useTranslation } from '../i18n';
import { OVERLAY_NOTES, OVERLAY_STEPS } from './overlay-steps';
import { useOverlayProgress } from './use-overlay-progress';
import './analysis-overlay.css';

const ICONS = [BrainIcon, WavesIcon, HeartIcon, SparklesIcon];

/** Props of {@link AnalysisOverlay}. */
export interface AnalysisOverlayProps {
  visible: boolean;
  mode: Mode;
}

/**
 * The full-screen 'Analyzing Your Text' overlay (spec analysis §2, §4, §9):
 * a 'Step N of M' status line, progress, a rotating reassurance note and a
 * cycling icon. It holds focus while visible and gives it back afterwards.
 */
export function AnalysisOverlay({ visible, mode }: AnalysisOverlayProps) {
  const { t } = useTranslation();
  const steps = OVERLAY_STEPS[mode];
  const { step, progress, note, icon } = useOverlayProgress(visible, steps.length, OVERLAY_NOTES.length);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, visible);
  if (!visible) return null;
  const Icon = ICONS[icon]!;
  return createPortal(
    <div className="tl-overlay" data-tl-layer="">
      <div
        ref={ref}
        className="tl-overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        tabIndex={-1}
        data-testid="analysis-overlay"
      >
        <div className="tl-overlay__icon" aria-hidden="true" data-icon={icon}>
          <Icon />
        </div>
        <h2 id={titleId} className="tl-overlay__title">
          {t('overlay.title')}
        </h2>
        <p className="tl-overlay__status" role="status">
          <span className="tl-overlay__step">{t('overlay.step', { step: step + 1, count: steps.length })}</span>
          <span className="tl-overlay__line">{t(`overlay.steps.${mode}.${step}`)}</span>
        </p>
        <Progress value={progress} label={t('overlay.progress')} />
        <p className="tl-overlay__note">{t(`overlay.notes.${note}`)}</p>
      </div>
    </div>,
    document.body,
  );
}
