import { describe, expect, it } from 'vitest';
import { chartPointColour, CHART_POINT_COLOURS, emotionalBand, hslToRgb, toneColour, toneHue } from './bands';

describe('emotionalBand', () => {
  it.each([
    [0, 'Ignition', 'Ignition - energetic, warm'],
    [0.15, 'Ignition', 'Ignition - energetic, warm'],
    [0.151, 'Vitality', 'Vitality - dynamic, bright'],
    [0.3, 'Vitality', 'Vitality - dynamic, bright'],
    [0.301, 'Harmony', 'Harmony - balanced, stable'],
    [0.45, 'Harmony', 'Harmony - balanced, stable'],
    [0.451, 'Serenity', 'Serenity - calm, peaceful'],
    [0.6, 'Serenity', 'Serenity - calm, peaceful'],
    [0.601, 'Immersion', 'Immersion - deep, contemplative'],
    [0.8, 'Immersion', 'Immersion - deep, contemplative'],
    [0.801, 'Zenith', 'Zenith - transcendent, elevated'],
    [1, 'Zenith', 'Zenith - transcendent, elevated'],
  ])('puts %d in %s', (v, name, context) => {
    expect(emotionalBand(v).name).toBe(name);
    expect(emotionalBand(v).context).toBe(context);
  });

  it('carries the spec hue ranges and meanings', () => {
    expect(emotionalBand(0.1).hueRange).toEqual([0, 54]);
    expect(emotionalBand(0.2).hueRange).toEqual([55, 108]);
    expect(emotionalBand(0.4).hueRange).toEqual([109, 162]);
    expect(emotionalBand(0.5).hueRange).toEqual([163, 216]);
    expect(emotionalBand(0.7).hueRange).toEqual([217, 288]);
    expect(emotionalBand(0.9).hueRange).toEqual([289, 360]);
    expect(emotionalBand(0.5).meaning).toBe('Calm, trust');
  });

  it('clamps NaN and out-of-range values', () => {
    expect(emotionalBand(Number.NaN).name).toBe('Ignition');
    expect(emotionalBand(7).name).toBe('Zenith');
  });
});

describe('toneColour', () => {
  it('interpolates the hue inside the band, at saturation 80 and lightness 60', () => {
    expect(toneHue(0)).toBe(0);
    expect(toneHue(0.15)).toBe(54);
    expect(toneHue(0.225)).toBe(81.5);
    expect(toneColour(0.225).hsl).toBe('hsl(81.5, 80%, 60%)');
  });

  it('names the band as label and its meaning as emotion', () => {
    const c = toneColour(0.5);
    expect(c.label).toBe('Serenity');
    expect(c.emotion).toBe('Calm, trust');
    expect(c.rgb).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});

describe('hslToRgb', () => {
  it('converts primary hues', () => {
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 50)).toEqual([0, 255, 0]);
    expect(hslToRgb(240, 100, 50)).toEqual([0, 0, 255]);
  });
});

describe('chartPointColour', () => {
  it.each([
    [0.15, CHART_POINT_COLOURS.orange],
    [0.16, CHART_POINT_COLOURS.yellowGreen],
    [0.3, CHART_POINT_COLOURS.yellowGreen],
    [0.45, CHART_POINT_COLOURS.green],
    [0.6, CHART_POINT_COLOURS.cyan],
    [0.8, CHART_POINT_COLOURS.violet],
    [0.81, CHART_POINT_COLOURS.magenta],
  ])('colours position %d', (position, colour) => {
    expect(chartPointColour(position)).toBe(colour);
  });
});
