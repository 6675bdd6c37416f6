import { englishProblems } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { findLesson, lessonBrief } from '../learning/curriculum';
import { scoreExercise } from './exercise-score';

function input(lessonKey: string, prompt: number, userResponse: string) {
  const found = findLesson(lessonKey)!;
  return {
    lesson: lessonBrief(found.module, found.lesson),
    exerciseType: 'reflection',
    promptText: found.lesson.exercisePrompts[prompt]!,
    userResponse,
  };
}

/** Careful answers to real lesson prompts, each with a thin answer to the same prompt. */
const ANSWERS: readonly [string, number, string, string][] = [
  [
    'foundations-what-is-tone',
    0,
    'I texted my sister: “Can you call me when you get a chance?” I meant it to feel relaxed and caring, because I only wanted to hear how her new job was going. A stranger might read it as worried, as if something bad had happened, since I gave no reason.',
    'ok',
  ],
  [
    'foundations-four-axes',
    0,
    'My manager wrote “Noted. Per policy, this is declined.” after I asked for a day off. The words “noted” and “per policy” made it feel cold and distant, and I felt dismissed. They would move warmth toward detachment. She probably meant to be brief, not unkind, because she was rushing between meetings.',
    'It was cold.',
  ],
  [
    'empathy-perspective-taking',
    0,
    'My flatmate and I disagree about cleaning. From her side, she works late shifts and comes home exhausted, so a rota feels like one more demand; she might feel judged when I mention the kitchen. I feel frustrated because on Sunday I spent two hours cleaning alone, and I would like us to agree on something fair.',
    'She is lazy.',
  ],
  [
    'empathy-reader-first',
    1,
    'I sent a message to my colleague on Friday evening saying the report had mistakes. She was probably at home winding down, and she might have felt anxious all weekend, because I gave no detail and no next step. I feel bad about that timing now.',
    'Bad timing.',
  ],
  [
    'pressure-noticing-heat',
    1,
    'When I am about to send an angry message my jaw tightens, my face gets hot and I type fast without rereading. I feel a rush of certainty that I am right. My cue to pause could be noticing my jaw: when it is tight, I save the draft and walk to the kitchen for five minutes.',
    'I get angry.',
  ],
  [
    'pressure-repair',
    0,
    'Sam, I am sorry my message on Tuesday came across as harsh. I wrote “this is useless” about your draft, and that was unfair. I can see it might have felt like I was dismissing all your work, and I feel bad about that. Could we go through the draft together on Thursday?',
    'Sorry.',
  ],
  [
    'foundations-what-is-tone',
    1,
    'Worried: “We need to talk about the project — I am concerned we are falling behind and I am not sure how to fix it.” Hopeful: “We need to talk about the project; I think we are close and I have a few ideas to get us over the line.” What changed is the second half: the worried one names a fear and a doubt, the hopeful one names progress and an offer.',
    'Worried and hopeful.',
  ],
  [
    'pressure-boundaries',
    0,
    'No, I can’t take on the Friday reports this month. My own deadline for the audit lands on the same day and I want to do both properly. I could help you set up a template next week so they go faster for whoever picks them up.',
    'No.',
  ],
  [
    'empathy-difficult-news',
    0,
    'Your application was not accepted this round. I know how much work you put into it, and I am sorry it did not go your way. The panel liked your proposal, so let’s meet on Tuesday and plan the resubmission together.',
    'You did not get it.',
  ],
  [
    'pressure-pause-and-rewrite',
    0,
    'Heated: “You ALWAYS change the plan at the last minute and it is driving me mad!!” Point: I need plans confirmed a day ahead. Rewrite: “I find last-minute changes hard because I have the kids to arrange. Could we confirm plans the day before? I know things come up for you too, so tell me if that is not realistic.”',
    'Calm down.',
  ],
];

describe('exercise scoring', () => {
  it.each(ANSWERS)(
    'scores a careful answer to %s (prompt %i) well and above a thin one',
    (lessonKey, prompt, careful, thin) => {
      const good = scoreExercise(input(lessonKey, prompt, careful));
      const weak = scoreExercise(input(lessonKey, prompt, thin));
      expect(good.score).toBeGreaterThanOrEqual(70);
      expect(good.score).toBeGreaterThan(weak.score);
      expect(weak.score).toBeLessThan(50);
      for (const result of [good, weak]) {
        // One sentence that explains the score, in good English.
        const why = result.enhancedAnalysis.resonanceQuality;
        expect(why.match(/[.!?](\s|$)/g)?.length).toBe(1);
        expect(englishProblems(why)).toEqual([]);
        for (const line of [...result.enhancedAnalysis.strengthsIdentified, ...result.enhancedAnalysis.gentlePrompts])
          expect(englishProblems(line)).toEqual([]);
      }
      expect(good.enhancedAnalysis.resonanceQuality).toMatch(/^A (careful|good) answer: you /);
    },
  );

  it('does not punish length: a long careful answer scores at least as well as its first half', () => {
    const [lessonKey, prompt, careful] = ANSWERS[2]!;
    const long = `${careful} ${careful.replace('Sunday', 'Monday')}`;
    expect(scoreExercise(input(lessonKey, prompt, long)).score).toBeGreaterThanOrEqual(
      scoreExercise(input(lessonKey, prompt, careful)).score,
    );
  });

  it('does not flag a careful answer about a cold message as low valence', () => {
    const [lessonKey, prompt, careful] = ANSWERS[1]!;
    expect(scoreExercise(input(lessonKey, prompt, careful)).enhancedAnalysis.safetyFlags).toEqual({
      lowValence: false,
      lowAgency: false,
    });
  });
});
