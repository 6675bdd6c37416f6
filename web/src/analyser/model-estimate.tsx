/**
 * The model's own estimate, under Details only: its four numbers and its
 * verdict, labelled as the model's, apart from the reading the result tells
 * (whose numbers stand above with the tone name).
 */
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { axisText } from '../i18n/core-text';
import type { ModelEstimate } from './one-reading';

const AXES = ['warmthDetachment', 'certaintyAmbiguity', 'intensityRestraint', 'conflictCoherence'] as const;

/** The model's four numbers and whether it read tension, as a labelled list. */
export function ModelEstimateView({ estimate }: { estimate: ModelEstimate }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="tl-feedback__section" aria-label={t('feedback.modelEstimate')} data-testid="model-estimate">
      <h4 className="tl-feedback__heading">{t('feedback.modelEstimate')}</h4>
      <p className="tl-feedback__note">{t('feedback.modelEstimateNote')}</p>
      <dl className="tl-axes">
        {AXES.map((axis) => (
          <div key={axis} className="tl-axes__item">
            <dt>{axisText(t, axis, 'short')}</dt>
            <dd>{format.decimal(estimate[axis], 2)}</dd>
          </div>
        ))}
      </dl>
      <p className="tl-feedback__note">
        {estimate.tensionDetected ? t('feedback.modelTense') : t('feedback.modelBalanced')}
      </p>
    </section>
  );
}
