import { describe, expect, it } from 'vitest';
import { analyseAxesLocally, type AxisKey } from './axes';

/** Sentences a reader would place on one side of one axis, and which way the score must lean from 0.5. */
interface LabelledSet {
  label: string;
  axis: AxisKey;
  leans: 'above' | 'below';
  sentences: string[];
}

const LABELLED: LabelledSet[] = [
  {
    label: 'warm',
    axis: 'warmthDetachment',
    leans: 'above',
    sentences: [
      'thank you so much',
      'Thank you so much for everything you did this week.',
      'I miss you so much, see you at Christmas.',
      'Congratulations on the new job, we are all so proud of you!',
      'Sending you a big hug, take care of yourself.',
      'I’m so grateful to have a friend like you.',
      'Sorry for the late reply, I hope you and the kids are well.',
      'Happy birthday! Love, Mum',
      'It was lovely to catch up over coffee, thanks for listening.',
      'Welcome to the team, we’re glad you’re here.',
    ],
  },
  {
    label: 'detached',
    axis: 'warmthDetachment',
    leans: 'below',
    sentences: [
      'I am not happy with this.',
      "I don't care what they think anymore.",
      'Please find attached the invoice as per our policy. Regards, Accounts',
      'Noted. Whatever you decide is fine.',
      'Dear Sir, we regret to inform you that your application was unsuccessful.',
      'I felt numb and distant from everyone this week.',
      'Your request has been acknowledged and will be processed in due course.',
      "I'm alone most evenings and nobody calls anymore.",
      'Kind regards, the support team',
    ],
  },
  {
    label: 'certain',
    axis: 'certaintyAmbiguity',
    leans: 'above',
    sentences: [
      'I know exactly what we need to do.',
      'We will definitely be there on Friday.',
      'The meeting is confirmed for 3pm, no question about it.',
      "Of course I'll help, you can count on me.",
      'Absolutely, the decision is final.',
      "I'm certain this is the right choice.",
      "It's a fact: the numbers are clear.",
      'I promise I will call you tomorrow.',
      'Without doubt, this is our best quarter yet.',
    ],
  },
  {
    label: 'ambiguous',
    axis: 'certaintyAmbiguity',
    leans: 'below',
    sentences: [
      "I'm not sure",
      'Maybe we could meet next week, I guess?',
      "I think it might work, but I'm not certain.",
      "Perhaps it's fine, it's hard to say.",
      "I don't know what to do anymore.",
      'It’s unclear whether the budget has been signed off.',
      "I'm kind of confused about what she meant.",
      'Probably nothing, but I keep wondering if something is wrong.',
      "Not sure yet, we'll see how it goes.",
    ],
  },
  {
    label: 'intense',
    axis: 'intensityRestraint',
    leans: 'above',
    sentences: [
      "I'm absolutely furious about what happened!",
      'This is urgent, I need an answer immediately!',
      "OMG I'm so excited, this is amazing!!!",
      'I am terrified, my hands are shaking.',
      'We are thrilled to announce the launch!',
      "I hate this so much, it's a total disaster.",
      'Please respond ASAP, this is critical.',
      "I'm devastated, I cried all night.",
      'That concert was insane, the crowd went wild!',
    ],
  },
  {
    label: 'restrained',
    axis: 'intensityRestraint',
    leans: 'below',
    sentences: [
      "I'm a bit tired, but it's okay.",
      "Let's take it slowly and stay calm.",
      'The results were slightly better than expected.',
      'No rush, whenever suits you is fine.',
      'I felt quiet and peaceful on my walk this morning.',
      "Just a gentle reminder about Friday's deadline.",
      "I'm feeling mildly annoyed, nothing major.",
      'We should proceed cautiously and wait for the data.',
      "It's not bad, just a little slow.",
    ],
  },
  {
    label: 'coherent',
    axis: 'conflictCoherence',
    leans: 'above',
    sentences: [
      'It all makes sense now because we talked it through.',
      'We agreed on a plan and everyone is on the same page.',
      'Therefore, the two reports are consistent.',
      'We finally resolved the issue and made peace.',
      'In summary, the pieces fit together well.',
      'I understand why she said it, and I accept it.',
      'The team worked together to find a solution.',
      "Everything is sorted out and we're back on track.",
      'We talked it through and I feel at peace.',
    ],
  },
  {
    label: 'conflicted',
    axis: 'conflictCoherence',
    leans: 'below',
    sentences: [
      "I love him, but I can't forgive what he did.",
      "Although the plan looked good, the numbers don't add up.",
      "They keep blaming me and it's not fair.",
      "We argued again last night and I'm still upset.",
      'I want to go, however I also feel I should stay.',
      "I'm torn between staying and leaving.",
      'The two statements contradict each other.',
      'I feel betrayed and angry.',
      'We had a huge fight and he hung up on me.',
    ],
  },
];

describe('analyseAxesLocally on labelled sentences', () => {
  describe.each(LABELLED)('$label sentences', ({ axis, leans, sentences }) => {
    it.each(sentences)(`score ${axis} ${leans} 0.5: %s`, (text) => {
      const score = analyseAxesLocally(text)[axis];
      if (leans === 'above') expect(score).toBeGreaterThan(0.5);
      else expect(score).toBeLessThan(0.5);
    });
  });

  it('has at least eight sentences for each side of each axis', () => {
    expect(LABELLED.map((set) => set.sentences.length).every((n) => n >= 8)).toBe(true);
    expect(new Set(LABELLED.map((set) => `${set.axis} ${set.leans}`)).size).toBe(8);
  });
});
