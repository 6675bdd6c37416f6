/**
 * The emotion control panel (spec surroundings §2): the four dimensions as
 * sliders, seeded from the reading, and a save button that keeps them in this
 * browser under core's GRADIENT_STORAGE_KEY ('Emotional State Saved').
 */
import { useEffect, useState } from 'react';
import {
  GRADIENT_STORAGE_KEY,
  MESSAGES,
  SLIDER_DIMENSIONS,
  SLIDER_STEP,
  neutralAxes,
  percent,
  snapSliderValue,
  type AxisScores,
} from '@tonelens/core';
import { useTranslation } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { axisText, levelText } from '../../i18n/core-text';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Slider } from '../../ui';
import { notify } from '../../lib/toast';

/** Stores the four values as JSON under the gradient key; false where storage refuses. */
export function saveEmotionalState(values: AxisScores, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(GRADIENT_STORAGE_KEY, JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

/** The panel; `axes` seeds the sliders (neutral without a reading). */
export function EmotionControlPanel({ axes }: { axes: AxisScores | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [values, setValues] = useState<AxisScores>(() => axes ?? neutralAxes());
  useEffect(() => {
    if (axes) setValues(axes);
  }, [axes]);
  const handleSave = () => {
    if (saveEmotionalState(values)) notify(MESSAGES.gradientSaved);
  };
  return (
    <Card className="controls" aria-labelledby="controls-title">
      <CardHeader>
        <CardTitle as="h3" id="controls-title">
          {t('controls.title')}
        </CardTitle>
        <CardDescription>{t('controls.description')}</CardDescription>
      </CardHeader>
      <CardContent className="controls__body">
        {SLIDER_DIMENSIONS.map((d) => (
          <Slider
            key={d.id}
            label={axisText(t, d.id, 'name')}
            value={values[d.id]}
            step={SLIDER_STEP}
            onChange={(v) => setValues((prev) => ({ ...prev, [d.id]: snapSliderValue(v) }))}
            valueText={`${levelText(t, values[d.id])} · ${format.percentage(percent(values[d.id]))}`}
            leftLabel={axisText(t, d.id, 'left')}
            rightLabel={axisText(t, d.id, 'right')}
            colour={d.colour}
          />
        ))}
        <div className="controls__actions">
          <Button variant="ghost" size="sm" onClick={() => setValues(neutralAxes())}>
            {t('controls.reset')}
          </Button>
          <Button size="sm" onClick={handleSave}>
            {t('controls.save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
