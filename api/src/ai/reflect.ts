/**
 * Reflective replies (EchoRoom, journal, a feeling in the chat): the feeling
 * said back in plain words and one open question. They name no numbers, no
 * axes and no rules: a person who writes "I feel alone" needs to be heard,
 * not measured.
 */
import { analyseAxesLocally, listOf, listWithVerb, quotedClause, sentences } from '@tonelens/core';
import { feelingsIn, HEAVY, mirrored, POSITIVE_FEELINGS } from './intent';
import { sentencesOf } from './text';
import { pick } from './variety';

const QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  lonely: [
    'What would help you feel a little less alone right now?',
    'Who, if anyone, would you want to know how you are feeling?',
    'What do you wish someone would notice?',
    'When did you last feel close to someone, and what was different then?',
  ],
  sad: [
    'What has been weighing on you most?',
    'What would be kind to yourself right now?',
    'When did this start to feel so heavy?',
  ],
  upset: [
    'What happened that left you feeling this way?',
    'What would help you feel steadier right now?',
    'What do you most need someone to understand about it?',
  ],
  discouraged: [
    'What would you count as doing well enough, if a friend were in your place?',
    'Where did the sense of failing start?',
    'What is one thing that went even slightly right this week?',
  ],
  regretful: [
    'What would you want to say now, if you could?',
    'What do you wish you had done instead?',
    'What would making it right look like?',
  ],
  hopeless: [
    'What has been weighing on you most?',
    'Who could you let in on how heavy this is?',
    'What, even something small, has helped before when things felt like this?',
  ],
  angry: [
    'What happened that brought this up?',
    'What do you wish had gone differently?',
    'What would you want the other person to understand?',
  ],
  frustrated: [
    'What feels most stuck right now?',
    'What do you wish had gone differently?',
    'What would need to change for this to feel lighter?',
  ],
  anxious: [
    'What feels most pressing right now?',
    'What are you most worried might happen?',
    'What is one small thing that would make the next hour easier?',
  ],
  overwhelmed: [
    'What feels most pressing right now?',
    'If you could put one thing down for today, what would it be?',
    'What is taking up the most room in your head?',
  ],
  'worn out': [
    'What has been taking the most out of you?',
    'What would real rest look like for you this week?',
    'What could wait until you have more in the tank?',
  ],
  hurt: [
    'What hurt the most about it?',
    'What would you want them to understand?',
    'What do you need now that it has happened?',
  ],
  ashamed: [
    'What would you say to a friend who felt this way?',
    'What happened that left you feeling this way?',
    'What part of it are you hardest on yourself about?',
  ],
  unsure: [
    'What part feels most unclear?',
    'If you did not have to decide yet, what would you want?',
    'What would help you feel more sure?',
  ],
  jealous: ['What is it you wish you had?', 'What does this feeling tell you about what matters to you?'],
  happy: [
    'What are you most looking forward to now?',
    'Who would you like to share it with?',
    'What would you like to hold on to from this?',
  ],
  hopeful: [
    'What made it feel this way?',
    'What would you like to hold on to from this?',
    'What would you like to happen next?',
  ],
  none: [
    'What feels most important about this right now?',
    'What would you like to happen next?',
    'What is underneath this for you?',
  ],
};

const WHEN =
  /\b(?:tonight|today|this morning|this evening|this afternoon|lately|these days|this week|right now|at the moment|at work|at home)\b/i;

/** One open question about the feeling, avoiding the ones already asked. */
export function openQuestion(feeling: string | undefined, variant: number, asked: readonly string[] = []): string {
  const list = QUESTIONS[feeling ?? 'none'] ?? QUESTIONS.none!;
  for (let i = 0; i < list.length; i++) {
    const q = pick(list, variant + i);
    if (!asked.some((a) => a.includes(q))) return q;
  }
  return pick(list, variant);
}

/** The sentence of `text` that names a feeling (else the first sentence). */
function feelingSentence(text: string): string {
  const all = sentencesOf(text);
  return all.find((s) => feelingsIn(s).length > 0) ?? all[0] ?? text;
}

/**
 * A reflection of a feeling: said back in plain words, then one open question.
 * `earlier` holds replies already given, so asking again gets another wording.
 */
export function reflectFeeling(text: string, variant: number, earlier: readonly string[] = []): string {
  const feelings = feelingsIn(text);
  const main = feelings[0];
  const said = feelingSentence(text);
  const mirror = mirrored(said);
  const when = WHEN.exec(said)?.[0];
  const named = listOf(feelings.slice(0, 2));
  const feelingWords = named ? `${named}${when ? ` ${when.toLowerCase()}` : ''}` : '';
  const positive = main !== undefined && POSITIVE_FEELINGS.has(main);
  const openers = positive
    ? [
        mirror ? `That sounds like good news: ${mirror}` : `It sounds like you feel ${feelingWords}`,
        `That sounds good: you feel ${feelingWords || 'settled'}`,
        `It is good to hear you feel ${feelingWords || 'this way'}`,
      ]
    : [
        mirror
          ? `It sounds like ${mirror}`
          : feelingWords
            ? `It sounds like you feel ${feelingWords}`
            : 'It sounds like this is weighing on you',
        feelingWords
          ? `Feeling ${feelingWords} is a lot to carry, and it makes sense that it is on your mind`
          : 'That sounds like a lot to carry',
        feelingWords
          ? `Thank you for putting it into words: you feel ${feelingWords}`
          : `Thank you for putting it into words`,
      ];
  let opener = pick(openers, variant);
  if (earlier.some((e) => e.includes(opener))) opener = pick(openers, variant + 1);
  const support = HEAVY.test(text)
    ? 'If it ever feels like too much to hold alone, reaching out to someone you trust or a local helpline can help'
    : undefined;
  return sentences(opener, support, openQuestion(main, variant, earlier));
}

/** The line of a text that carries the most feeling, quoted (at most `max` characters). */
function anchorOf(text: string, max = 80): string {
  let best = '';
  let bestLean = -1;
  for (const s of sentencesOf(text)) {
    const a = analyseAxesLocally(s);
    const lean =
      Math.abs(a.warmthDetachment - 0.5) +
      Math.abs(a.certaintyAmbiguity - 0.5) +
      Math.abs(a.intensityRestraint - 0.5) +
      Math.abs(a.conflictCoherence - 0.5) +
      (feelingsIn(s).length > 0 ? 0.5 : 0);
    if (lean > bestLean) {
      bestLean = lean;
      best = s;
    }
  }
  return quotedClause(best || text, max);
}

function wordsOf(text: string, key: 'warmthDetachment' | 'conflictCoherence', positive: boolean): string[] {
  const drivers = analyseAxesLocally(text).drivers[key];
  return (positive ? drivers.positive : drivers.negative)
    .slice(0, 3)
    .map((d) => `“${d.negated ? `not ${d.term}` : d.term}”`);
}

/** EchoRoom, Solo Echo: a private reflection. */
export function soloEcho(text: string, variant: number): string {
  if (feelingsIn(text).length > 0) return reflectFeeling(text, variant);
  const axes = analyseAxesLocally(text);
  const anchor = anchorOf(text);
  const opener = pick(
    [
      `What stands out to me is ${anchor}`,
      `The line that stays with me is ${anchor}`,
      `You come back to this: ${anchor}`,
    ],
    variant,
  );
  const middle =
    axes.certaintyAmbiguity < 0.4
      ? 'You sound unsure about it, and it is fine to stay with that for a moment'
      : axes.intensityRestraint > 0.65
        ? 'There is a lot of energy in how you put it'
        : undefined;
  return sentences(opener, middle, openQuestion(undefined, variant));
}

/** EchoRoom, Message Echo: how the message might land with the person who receives it. */
export function messageEcho(text: string, variant: number): string {
  const axes = analyseAxesLocally(text);
  const warm = wordsOf(text, 'warmthDetachment', true);
  const cool = wordsOf(text, 'warmthDetachment', false);
  return sentences(
    pick(
      [
        `If this reached me, ${anchorOf(text)} is the line I would remember`,
        `Reading it as the person it is for, I would stop at ${anchorOf(text)}`,
      ],
      variant,
    ),
    warm.length > 0 && `${listWithVerb(warm, 'tells', 'tell')} me you care`,
    feelingsIn(text).length > 0 && `It would tell me you are feeling ${listOf(feelingsIn(text).slice(0, 2))}`,
    cool.length > 0 && `${listOf(cool)} might make me feel kept at a distance`,
    axes.intensityRestraint > 0.65
      ? 'The force of it could make me defensive before I reach your point'
      : 'It gives me room to take it in',
    pick(
      [
        'Is that how you want it to land?',
        'What do you most want them to feel?',
        'What would you like them to do after reading it?',
      ],
      variant,
    ),
  );
}

/** EchoRoom, Thread Return: coming back to an exchange with fresh eyes. */
export function threadEcho(text: string, variant: number): string {
  const conflict = wordsOf(text, 'conflictCoherence', false);
  const feelings = feelingsIn(text);
  return sentences(
    pick(
      [`Coming back to this, ${anchorOf(text)} is where it turns`, `Read again, it turns on ${anchorOf(text)}`],
      variant,
    ),
    conflict.length > 0
      ? `${listWithVerb(conflict, 'pulls', 'pull')} against the rest of what you wrote`
      : 'Nothing in it pulls hard against the rest, which gives you a steady place to reply from',
    feelings.length > 0 && `Underneath it, you sound ${listOf(feelings.slice(0, 2))}`,
    pick(
      [
        'What do you want the next message to change?',
        'What would you say if you knew they would listen?',
        'What do you need from them that you have not asked for yet?',
      ],
      variant,
    ),
  );
}
