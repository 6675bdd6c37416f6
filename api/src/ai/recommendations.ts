/** The learning recommendations in English: the templates summaries.ts recommendationsWith tells them with. */
import type { RecommendationTemplates } from './languages/summaries';

export const ENGLISH_RECOMMENDATIONS: RecommendationTemplates = {
  skills: {
    selfAwarenessScore: 'self-awareness',
    empathyScore: 'empathy',
    emotionalRegulationScore: 'emotional regulation',
    socialSkillsScore: 'social skills',
  },
  next: {
    title: 'Continue: {title}',
    description: 'Pick up the next lesson in your path ({module}).',
    first: 'You have not completed a lesson yet; this one lays the ground for the rest.',
    reason: {
      one: 'You have completed 1 lesson; this is the next step.',
      many: 'You have completed {count} lessons; this is the next step.',
    },
  },
  weakest: {
    title: 'Strengthen {skill}: {title}',
    description: 'A lesson aimed at your lowest score.',
    reason: 'Your {skill} score is {score}/100, the lowest of your four.',
  },
  pause: {
    title: 'Practise a pause before sending',
    description:
      'Before your next message goes out, run it through ToneLens and rewrite the sentence with the most tension.',
    reason: {
      one: 'Your last analysis showed tension.',
      many: '{tense} of your last {count} analyses showed tension.',
    },
  },
  warmer: {
    title: 'Add one warm line a day',
    description: 'Pick one message today and add a sentence that names what you value in the reader.',
  },
  balance: {
    title: 'Keep your balance',
    description: 'Your recent writing is balanced; try a harder lesson to stretch it.',
  },
  warmthReason: 'Your recent analyses average warmth {value}.',
  streak: {
    title: 'Start a streak',
    description: 'Do one short exercise today; a few minutes a day builds the habit.',
    reason: 'You have no active learning streak right now.',
  },
};
