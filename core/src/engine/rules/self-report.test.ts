import { describe, expect, it } from 'vitest';
import { findSelfReports, type SelfReportKind } from './self-report';

const found = (text: string) => findSelfReports(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findSelfReports', () => {
  it.each<[string, SelfReportKind, string]>([
    ["I'm so frustrated with myself for procrastinating all week.", 'frustrated', "i'm so frustrated"],
    ['I feel really anxious about tomorrow.', 'anxious', 'i feel really anxious'],
    ['Grateful for my sister today. She drove two hours.', 'grateful', 'grateful for'],
    ["I'm confident we can hit the target.", 'confident', "i'm confident"],
    ["I've been so down lately.", 'sad', "i've been so down"],
    ['Honestly I am fed up.', 'frustrated', 'i am fed up'],
    ['Long day. Feeling a bit lonely tonight.', 'sad', 'feeling a bit lonely'],
    ['I am so happy to see you!', 'joyful', 'i am so happy'],
    ["ugh I'm freaking out, I can't find my passport", 'anxious', "i'm freaking out"],
    ["I'm panicking, the flight leaves in an hour.", 'anxious', "i'm panicking"],
    ["Luckily the scan was clear, I'm so relieved.", 'joyful', "i'm so relieved"],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(found(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    "I'm not angry, just tired.",
    "I'm happy to help with the move.",
    "We're pleased to inform you that the order shipped.",
    'I was worried, but it all worked out.',
    'She is so frustrated with the team.',
    'Are you excited for the trip?',
    "I'm sure you know the way.",
    'She was freaking out about the exam.',
  ])('finds no feeling of the writer named in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
