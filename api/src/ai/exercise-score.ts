/**
 * Local exercise scoring: rewards what the lesson asks for — naming feelings,
 * taking the other person's view, concrete specifics, staying with the prompt,
 * and enough length to say it (more is never penalised) — and explains the
 * score in one sentence.
 */
import { analyseAxesLocally, countOf, listOf, quoted, sentence } from '@tonelens/core';
import { feelingsIn } from './intent';
import type { ExerciseInput, SkillKey } from './types';

/** Words at which an answer gets full credit for length. */
export const FULL_LENGTH_WORDS = 45;

const LOW_AGENCY =
  /\b(?:can'?t do anything|nothing i can do|no point|pointless|helpless|powerless|give up|giving up|no way out|stuck forever|no control)\b/i;
const LOW_VALENCE =
  /\b(?:hopeless|worthless|empty inside|numb|miserable|despair|hate myself|can'?t go on|nothing matters)\b/i;
const FEELING_CUES =
  /\b(?:i (?:feel|felt|was feeling|notice|noticed|realised|realized)|(?:made|makes|make) me feel|feeling|emotion|mood)\b/gi;
const EMOTION_WORDS =
  /\b(?:rushed|relaxed|caring|cold|warm|annoyed|irritated|worried|hurt|calm|tense|defensive|hopeful|grateful|guilty|proud|embarrassed|disappointed|relieved|uneasy|dismissed|valued|respected|excited|nervous|upset|sad|angry|happy|glad|lonely|anxious|frustrated|overwhelmed|tired|ashamed|confused|afraid|scared)\b/gi;
const PERSPECTIVE =
  /\b(?:i know (?:how|that|you|it)|i understand|i can see|you(?:'ve| have) (?:been|put|worked|done|had)|for you|(?:it|this|that) (?:might|may|must|could) have (?:felt|seemed|sounded|come across)|i can (?:see|imagine|understand) (?:why|how|that)|you (?:might|may|must) have (?:felt|been|thought)|they (?:might|may|would|could|probably)|they'd|from (?:their|his|her) (?:side|view|point of view|perspective)|their side|for them|in (?:their|his|her) shoes|if i were (?:them|him|her)|how (?:they|he|she) (?:might|would|could|may)|(?:he|she) (?:might|may|would|probably) (?:feel|read|think|see|hear|take)|a stranger (?:might|may|would|could)|the (?:reader|other person|receiver|recipient) (?:might|may|would|could)|(?:my|the|our) (?:colleague|friend|partner|manager|boss|mum|mom|dad|sister|brother|team|client|teacher|neighbou?r)s? (?:might|may|would|could|probably))\b/gi;
const SPECIFICS =
  /[“"][^”"]{2,}[”"]|\b\d+\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|tonight|last (?:week|night|month)|this morning|next (?:week|month|time)|this (?:week|month|year)|tomorrow)\b|\b(?:for example|for instance|because|so that|which made|the word|the words|the line|instead of)\b/gi;

const FEELING_ASKED = /\b(?:feel|feeling|felt|emotion|mood|meant it to)\b/i;
const PERSPECTIVE_ASKED =
  /\b(?:other person|stranger|reader|receiv\w*|colleague|friend|partner|their|they|them|someone|might read|perspective|other side|rather receive)\b/i;
const SPECIFICS_ASKED = /\b(?:which words|example|specific|describe|what changed|versions?)\b/i;

/** Prompts that ask for a message to someone: the message itself shows the reader's side. */
const MESSAGE_ASKED = /\bwrite (?:a|an|one) (?:short )?(?:message|boundary|apology|reply|request|note)\b/i;

/**
 * Parts a prompt can ask an answer to contain: the cue in the prompt, and what
 * shows the part in the answer ("the no, a brief reason, and an offer").
 */
const PARTS: readonly { asked: RegExp; shown: RegExp; name: string }[] = [
  {
    asked: /\bthe no\b|\bboundary\b/i,
    shown: /\b(?:no|can'?t|cannot|won'?t|not able|unable|not going to)\b/i,
    name: 'the no',
  },
  { asked: /\breason\b/i, shown: /\b(?:because|since|as|so that|my own|i need|i have)\b/i, name: 'a reason' },
  {
    asked: /\b(?:offer|next step|reconnect)\b/i,
    shown:
      /\b(?:i could|i can|let'?s|how about|happy to|glad to|we could|could we|would you|i will|i'?ll|next week)\b/i,
    name: 'a way forward',
  },
  {
    asked: /\b(?:warmth|acknowledge?ment|acknowledge)\b/i,
    shown: /\b(?:sorry|i know|thank|appreciate|glad|i understand|i hear|i can see)\b/i,
    name: 'warmth',
  },
  {
    asked: /\b(?:own it|apolog\w*)\b/i,
    shown:
      /\b(?:i'?m sorry|i am sorry|i apologi[sz]e|i was wrong|my fault|i should have|i shouldn'?t have|that was unfair)\b/i,
    name: 'owning it',
  },
  {
    asked: /\btwo (?:versions|short texts)\b/i,
    shown: /[“"][^”"]{4,}[”"][\s\S]*[“"][^”"]{4,}[”"]/,
    name: 'both versions',
  },
];

const STOP = new Set([
  'about',
  'which',
  'there',
  'their',
  'would',
  'could',
  'should',
  'these',
  'those',
  'where',
  'write',
  'describe',
  'words',
]);

function keywords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}']{5,}/gu) ?? []).filter((w) => !STOP.has(w)));
}

/** Curly apostrophes as straight ones, so "can’t" reads like "can't". */
function plainApostrophes(text: string): string {
  return text.replace(/[’‘]/g, "'");
}

function countMatches(text: string, pattern: RegExp): number {
  return (text.match(pattern) ?? []).length;
}

/** How fully an answer meets one criterion (0..1), how much the lesson weighs it, and how it reads in the explanation. */
interface Criterion {
  met: number;
  weight: number;
  done: string;
  missing: string;
}

/** The criteria of one answer to one prompt. */
export function criteriaOf(
  input: ExerciseInput,
): Record<'length' | 'topic' | 'feelings' | 'perspective' | 'specifics' | 'parts', Criterion> {
  const { promptText: prompt, lesson } = input;
  const answer = plainApostrophes(input.userResponse);
  const words = (answer.match(/[\p{L}\p{N}']+/gu) ?? []).length;
  const promptWords = keywords(prompt);
  const answerWords = keywords(answer);
  const shared = [...promptWords].filter((w) => answerWords.has(w)).length;
  const feelingSkill: SkillKey[] = ['selfAwarenessScore', 'emotionalRegulationScore'];
  const otherSkill: SkillKey[] = ['empathyScore', 'socialSkillsScore'];
  const named = feelingsIn(answer).length + countMatches(answer, EMOTION_WORDS) + countMatches(answer, FEELING_CUES);
  const asked = PARTS.filter((p) => p.asked.test(prompt));
  const shown = asked.filter((p) => p.shown.test(answer));
  const message = MESSAGE_ASKED.test(prompt);
  return {
    length: {
      met: Math.min(1, words / FULL_LENGTH_WORDS),
      weight: 25,
      done: 'gave it room',
      missing: 'a few more sentences',
    },
    topic: {
      met: promptWords.size === 0 ? 1 : Math.min(1, shared / Math.min(3, promptWords.size)),
      weight: 10,
      done: 'stayed with the prompt',
      missing: 'staying closer to the prompt',
    },
    feelings: {
      met: Math.min(1, named / 2),
      weight: FEELING_ASKED.test(prompt) || feelingSkill.includes(lesson.skill) ? 25 : 10,
      done: 'named how it feels',
      missing: 'naming how it feels',
    },
    perspective: {
      // A message written to someone speaks to their side when it speaks to them.
      met: Math.min(1, (countMatches(answer, PERSPECTIVE) + (message && /\byou\b/i.test(answer) ? 0.75 : 0)) / 1.5),
      weight: (PERSPECTIVE_ASKED.test(prompt) || otherSkill.includes(lesson.skill)) && !message ? 25 : message ? 12 : 8,
      done: "took the other person's view",
      missing: "a line from the other person's side",
    },
    specifics: {
      met: Math.min(1, countMatches(answer, SPECIFICS) / 2),
      weight: SPECIFICS_ASKED.test(prompt) ? 20 : 12,
      done: 'gave specifics',
      missing: 'one concrete detail',
    },
    parts: {
      met: asked.length === 0 ? 1 : shown.length / asked.length,
      weight: asked.length === 0 ? 0 : 25,
      done: 'included the parts the prompt asks for',
      missing: listOf(asked.filter((p) => !shown.includes(p)).map((p) => p.name)),
    },
  };
}

function band(score: number): string {
  if (score >= 80) return 'A careful answer';
  if (score >= 60) return 'A good answer';
  if (score >= 40) return 'A fair start';
  return 'A short start';
}

/** Scores an exercise answer (0..100) with its one-sentence explanation, strengths and prompts. */
export function scoreExercise(input: ExerciseInput) {
  const { userResponse } = input;
  const c = criteriaOf(input);
  const all = Object.values(c);
  const total = all.reduce((s, x) => s + x.weight, 0);
  const score = Math.round((100 * all.reduce((s, x) => s + x.weight * x.met, 0)) / total);
  const done = all.filter((x) => x.met >= 0.6).sort((a, b) => b.weight - a.weight);
  const missing = all.filter((x) => x.met < 0.6 && x.weight >= 12).sort((a, b) => b.weight - a.weight);
  const explanation = sentence(
    done.length > 0
      ? `${band(score)}: you ${listOf(done.slice(0, 3).map((x) => x.done))}${missing.length > 0 ? `, and ${listOf(missing.slice(0, 2).map((x) => x.missing))} would take it further` : ''}`
      : `${band(score)}: ${listOf(missing.slice(0, 2).map((x) => x.missing))} would take it further`,
  );

  const words = (userResponse.match(/[\p{L}\p{N}']+/gu) ?? []).length;
  const axes = analyseAxesLocally(userResponse);
  const strengths: string[] = [];
  if (c.feelings.met >= 0.5) strengths.push('You put feelings into words.');
  if (c.perspective.met >= 0.5) strengths.push('You consider how the other person might see it.');
  if (c.specifics.met >= 0.5) strengths.push('You anchor it in specifics, which makes it real.');
  if (axes.warmthDetachment >= 0.6 && axes.drivers.warmthDetachment.positive.length > 0)
    strengths.push('Your wording is warm.');
  if (words >= FULL_LENGTH_WORDS) strengths.push(`You gave the prompt real room: ${countOf(words, 'word')}.`);

  const prompts: string[] = [];
  if (c.length.met < 0.6)
    prompts.push('Try adding two or three sentences: what happened, what you felt, and what you would like next.');
  if (c.feelings.met < 0.5 && c.feelings.weight >= 20)
    prompts.push('Add a sentence that starts with “I feel” or “I notice” to bring your own view in.');
  if (c.perspective.met < 0.5 && c.perspective.weight >= 20)
    prompts.push('How might the other person read this? One sentence from their side would deepen it.');
  if (c.topic.met < 0.5) prompts.push(sentence(`Come back to the prompt: ${quoted(input.promptText, 80)}`));

  const lowValence = LOW_VALENCE.test(plainApostrophes(userResponse));
  const lowAgency = LOW_AGENCY.test(plainApostrophes(userResponse));
  if (lowValence || lowAgency)
    prompts.unshift(
      'Some of what you wrote sounds heavy. If it reflects how you feel right now, it may help to talk with someone you trust.',
    );
  return {
    score,
    enhancedAnalysis: {
      resonanceQuality: explanation,
      safetyFlags: { lowValence, lowAgency },
      strengthsIdentified: strengths.length > 0 ? strengths : ['You made a start, and that is the hardest part.'],
      gentlePrompts: prompts.length > 0 ? prompts : ['Keep going: the next lesson builds on this one.'],
    },
  };
}
