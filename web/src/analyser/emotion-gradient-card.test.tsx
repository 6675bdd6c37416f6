import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GRADIENT_STORAGE_KEY, type AxisScores } from '@tonelens/core';
import { AppToaster } from '../lib/toast';
import { EmotionGradientCard, type EmotionGradientCardProps } from './emotion-gradient-card';

const START: AxisScores = {
  warmthDetachment: 0.8,
  certaintyAmbiguity: 0.2,
  intensityRestraint: 0.5,
  conflictCoherence: 0.61,
};

function Harness(props: Partial<EmotionGradientCardProps>) {
  const [values, setValues] = useState(START);
  return (
    <>
      <EmotionGradientCard values={values} onValuesChange={setValues} isIPhone={false} {...props} />
      <output data-testid="values">{JSON.stringify(values)}</output>
      <AppToaster />
    </>
  );
}

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
const values = () => JSON.parse(screen.getByTestId('values').textContent!) as AxisScores;

describe('EmotionGradientCard', () => {
  it('starts locked: sliders and Reset disabled, values unchanged by input', () => {
    render(<Harness />);
    expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);
    const warmth = slider('Warmth ↔ Detachment');
    expect(warmth.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(warmth, { target: { value: '0.1' } });
    expect(values().warmthDetachment).toBe(0.8);
  });

  it('shows the four sliders 0..1 in steps of 0.01 with end labels, level labels and percentages', () => {
    render(<Harness />);
    for (const name of [
      'Warmth ↔ Detachment',
      'Certainty ↔ Ambiguity',
      'Intensity ↔ Restraint',
      'Conflict ↔ Coherence',
    ]) {
      const s = slider(name);
      expect([s.min, s.max, s.step]).toEqual(['0', '1', '0.01']);
    }
    expect(slider('Warmth ↔ Detachment').getAttribute('aria-valuetext')).toBe('Very High · 80%');
    expect(slider('Certainty ↔ Ambiguity').getAttribute('aria-valuetext')).toBe('Low · 20%');
    expect(slider('Conflict ↔ Coherence').getAttribute('aria-valuetext')).toBe('High · 61%');
    expect(screen.getByText('Cold/Detached')).toBeTruthy();
    expect(screen.getByText('Coherent/Unified')).toBeTruthy();
  });

  it('unlocks with a toast, then moves values, resets them to 0.5 with a toast, and locks again', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Adjust/ }));
    expect(await screen.findByText('Adjustment Mode Enabled')).toBeTruthy();
    expect(screen.getAllByText('Adjustable').length).toBeGreaterThan(0);
    fireEvent.change(slider('Warmth ↔ Detachment'), { target: { value: '0.33' } });
    expect(values().warmthDetachment).toBe(0.33);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('All sliders have been reset to neutral positions.')).toBeTruthy();
    expect(values()).toEqual({
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.5,
      conflictCoherence: 0.5,
    });
    fireEvent.click(screen.getByRole('button', { name: /Lock/ }));
    expect(await screen.findByText('Sliders are now locked to current values.')).toBeTruthy();
    expect(slider('Warmth ↔ Detachment').disabled).toBe(true);
  });

  it("saves the four values under 'emotionalGradientState' with its toast", async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Your current emotional gradient has been saved locally.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(GRADIENT_STORAGE_KEY)!)).toEqual(START);
  });

  it('can start adjustable when asked', () => {
    render(<Harness unlockedByDefault />);
    expect(slider('Warmth ↔ Detachment').disabled).toBe(false);
  });

  it('shows the resonance label text and colours the bar by value', () => {
    render(<Harness resonance={{ score: 0.7, label: 'in-tune' }} />);
    expect(screen.getByText('In tune: your words and their feeling point the same way.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Resonance' }).firstElementChild as HTMLElement;
    expect(bar.style.getPropertyValue('--tl-progress-colour')).toBe('#c026d3');
  });

  it('offers the locked tooltip and the minimise toggle on iPhone only', () => {
    const { unmount } = render(<Harness />);
    expect(screen.queryByRole('button', { name: /Minimise gradient/ })).toBeNull();
    unmount();
    render(<Harness isIPhone />);
    expect(screen.getByTestId('locked-tooltip-trigger')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Minimise gradient/ }));
    expect(screen.queryByTestId('gradient-bar')).toBeNull();
  });
});
