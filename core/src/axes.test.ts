import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, forEachWord, INTENSIFIERS, NEGATORS, stemCandidates } from './axes';

function words(text: string): string[] {
  const out: string[] = [];
  forEachWord(text.toLowerCase(), (w) => out.push(w));
  return out;
}

describe('INTENSIFIERS and NEGATORS', () => {
  it('are exactly the spec lists', () => {
    expect([...INTENSIFIERS]).toEqual(['very', 'really', 'extremely', 'incredibly', 'totally', 'completely']);
    expect([...NEGATORS]).toEqual(['not', 'never', 'no', 'hardly', 'barely', 'scarcely']);
  });
});

describe('forEachWord', () => {
  it('splits on punctuation and keeps inner apostrophes, curly or straight', () => {
    expect(words("Hello, world! It’s Ana's day.")).toEqual(['hello', 'world', "it's", "ana's", 'day']);
  });
  it("expands n't contractions to a stem and 'not'", () => {
    expect(words("I don't, can't and won't")).toEqual(['i', 'do', 'not', 'can', 'not', 'and', 'will', 'not']);
  });
  it('reads unicode letters as words', () => {
    expect(words('Ça va? Grüße, 東京')).toEqual(['ça', 'va', 'grüße', '東京']);
  });
  it('drops leading and trailing apostrophes', () => {
    expect(words("'quoted' words")).toEqual(['quoted', 'words']);
  });
});

describe('stemCandidates', () => {
  it('strips regular inflections', () => {
    expect(stemCandidates('hoped')).toContain('hope');
    expect(stemCandidates('stopped')).toContain('stop');
    expect(stemCandidates('worries')).toContain('worry');
    expect(stemCandidates('happily')).toContain('happy');
    expect(stemCandidates('gently')).toContain('gentle');
    expect(stemCandidates('caring')).toContain('care');
    expect(stemCandidates('calmest')).toContain('calm');
  });
});

describe('analyseAxesLocally', () => {
  it('gives 0.5 on every axis for text with no lexicon words', () => {
    const r = analyseAxesLocally('The table has four legs.');
    expect([r.warmthDetachment, r.certaintyAmbiguity, r.intensityRestraint, r.conflictCoherence]).toEqual([
      0.5, 0.5, 0.5, 0.5,
    ]);
    expect(r.wordCount).toBe(5);
  });

  it('applies P / (P + N) with intensifiers adding 0.3 to P', () => {
    // one warmth word and one intensifier: P = 1 + 0.3, N = 0 → 1
    expect(analyseAxesLocally('really love').warmthDetachment).toBe(1);
    // warmth 1 + 0.3 against detachment 1: 1.3 / 2.3
    const r = analyseAxesLocally('I love you, very indifferent.');
    expect(r.intensifierCount).toBe(1);
    expect(r.warmthDetachment).toBeCloseTo(1.3 / 2.3);
  });

  it('moves a word to the opposite side when a negator comes within three words before it', () => {
    const r = analyseAxesLocally('I am not happy');
    // happy flips to detachment: P = 0, N = 1 + 0.4
    expect(r.warmthDetachment).toBe(0);
    expect(r.drivers.warmthDetachment.negative[0]).toEqual({ term: 'happy', count: 1, negated: true });
  });

  it('does not carry negation past the end of a clause', () => {
    const r = analyseAxesLocally('No. Happy now');
    expect(r.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('happy');
  });

  it('does not carry negation more than three words', () => {
    const r = analyseAxesLocally('not that I would say happy');
    expect(r.drivers.warmthDetachment.positive.map((d) => d.term)).toContain('happy');
  });

  it('matches two-word phrases before single words', () => {
    const r = analyseAxesLocally('Thank you');
    expect(r.drivers.warmthDetachment.positive.map((d) => d.term)).toEqual(['thank you']);
    const unsure = analyseAxesLocally("I'm not sure");
    expect(unsure.drivers.certaintyAmbiguity.negative.map((d) => d.term)).toContain('not sure');
    expect(unsure.certaintyAmbiguity).toBeLessThan(0.5);
  });

  it('counts a negator even inside a phrase, as the spec formula says', () => {
    expect(analyseAxesLocally('not sure').negatorCount).toBe(1);
  });

  it('is case- and punctuation-insensitive', () => {
    expect(analyseAxesLocally('LOVE!!!')).toMatchObject({
      warmthDetachment: analyseAxesLocally('love').warmthDetachment,
    });
  });

  it('finds inflected forms through the stemmer', () => {
    expect(analyseAxesLocally('She hugged me and we laughed').warmthDetachment).toBeGreaterThan(0.5);
  });

  it('counts "don\'t" as one word', () => {
    expect(analyseAxesLocally("I don't know").wordCount).toBe(3);
  });
});
