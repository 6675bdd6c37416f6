import { describe, expect, it } from 'vitest';
import { findCompany, type CompanyKind } from './company';

const found = (text: string) => findCompany(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findCompany', () => {
  it.each<[string, CompanyKind, string]>([
    ['It was lovely to meet you yesterday.', 'meeting', 'lovely to meet you'],
    ['So good to see you all last night!', 'meeting', 'so good to see you all'],
    ['Loved seeing you at the weekend.', 'meeting', 'loved seeing you'],
    ["Can't wait to see you on Friday!", 'meeting', "can't wait to see you"],
    ['Really nice talking to you earlier.', 'meeting', 'really nice talking to you'],
    ['I really enjoyed our chat.', 'time-together', 'i really enjoyed our chat'],
    ['We loved your visit.', 'time-together', 'we loved your visit'],
    ['Looking forward to seeing you both.', 'meeting', 'looking forward to seeing you both'],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(found(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'I really enjoyed the film.',
    'Nice to meet the deadline for once.',
    'It was lovely weather yesterday.',
    'Good to know, thanks.',
    'I enjoyed our holiday in Spain.',
    'I was really looking forward to seeing you. Shame it fell through.',
  ])('finds none in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
