import { describe, expect, it } from 'vitest';
import { analyseAxesLocally } from '../engine/axes';
import {
  axisWording,
  echoRoomSuggestion,
  resonanceLabel,
  resonanceScore,
  summariseAxes,
  toneLensLocally,
} from './tonelens';

const balanced = { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };

describe('axisWording', () => {
  it('uses the 0.6 and 0.4 thresholds', () => {
    expect(axisWording('warmthDetachment', 0.6)).toBe('warm and connected');
    expect(axisWording('warmthDetachment', 0.59)).toBe('even in warmth');
    expect(axisWording('warmthDetachment', 0.4)).toBe('cool and detached');
  });
});

describe('summariseAxes', () => {
  it('says when nothing leans', () => {
    expect(summariseAxes(balanced)).toContain('close to balance');
  });
  it('names the strongest lean', () => {
    expect(summariseAxes({ ...balanced, conflictCoherence: 0.1 })).toContain('strongest lean is coherence (0.10)');
  });
});

describe('echoRoomSuggestion', () => {
  it.each([
    [{ conflictCoherence: 0.2 }, 'Thread Return'],
    [{ warmthDetachment: 0.2 }, 'Message Echo'],
    [{ certaintyAmbiguity: 0.2 }, 'Solo Echo'],
    [{}, 'Guided reflection'],
  ])('suggests for %j a room starting %s', (change, room) => {
    expect(echoRoomSuggestion({ ...balanced, ...change })).toMatch(new RegExp(`^${room}`));
  });
  it('never calls a tense tone steady, and sends it to hear the message as its reader would', () => {
    expect(echoRoomSuggestion(balanced, 'tense')).toMatch(/^Message Echo/);
    expect(echoRoomSuggestion(balanced, 'tense')).not.toContain('steady');
    expect(echoRoomSuggestion(balanced, 'positive')).not.toContain('steady');
    expect(echoRoomSuggestion(balanced, 'steady')).toContain('the tone is steady');
  });
});

describe('resonance', () => {
  it('is in-tune for coherent, balanced text and fragmented for conflicted, extreme text', () => {
    expect(resonanceLabel(resonanceScore({ ...balanced, conflictCoherence: 1 }))).toBe('in-tune');
    expect(
      resonanceLabel(
        resonanceScore({ warmthDetachment: 0, certaintyAmbiguity: 0, intensityRestraint: 1, conflictCoherence: 0 }),
      ),
    ).toBe('fragmented');
    expect(resonanceLabel(0.5)).toBe('emergent');
  });
});

describe('toneLensLocally', () => {
  it('opens its summary with the tone the reading names, and tells no balance beside a tense one', () => {
    const r = toneLensLocally("You didn't even ask how my interview went. I thought you'd at least call.");
    expect(r.toneLensSummary).toMatch(/^It may read as (accusatory|hurt)\./);
    expect(r.toneLensSummary).not.toContain('close to balance');
    expect(r.conversationalResponse).toContain('“You didn');
  });
  it('names the words behind the reading and explains tension', () => {
    const r = toneLensLocally('I hate this. You never listen and it is so unfair.');
    expect(r.tensionDetected).toBe(true);
    expect(r.conversationalResponse).toMatch(/“[^”]+”/);
    expect(r.conversationalResponse).toContain('There is tension here');
  });
  it('names only words that carried real weight, not a word that barely moved an axis', () => {
    const text = 'The food was excellent. It matters.';
    const axes = analyseAxesLocally(text);
    expect(axes.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('matters');
    const response = toneLensLocally(text, axes).conversationalResponse;
    expect(response).toContain('“excellent”');
    expect(response).not.toContain('matters');
  });
  it('gives different responses to different texts', () => {
    expect(toneLensLocally('Thank you, I love it!').conversationalResponse).not.toBe(
      toneLensLocally('Maybe, perhaps, I am not sure.').conversationalResponse,
    );
  });
});
