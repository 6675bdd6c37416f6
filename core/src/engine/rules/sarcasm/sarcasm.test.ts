import { describe, expect, it } from 'vitest';
import { detectSarcasm, SARCASM_CUE_STRENGTH, SARCASM_RULES } from './index';
import {
  CHECK_SARCASTIC,
  CHECK_SINCERE,
  DEV_SARCASTIC,
  DEV_SINCERE,
  FRESH_SARCASTIC,
  FRESH_SINCERE,
  LAST_SARCASTIC,
  LAST_SINCERE,
} from './sarcasm.cases';

/** Messages meant sarcastically, as people send them: emails, chats, reviews. */
const SARCASTIC: readonly string[] = [
  'Oh great, another meeting that could have been an email.',
  "Yeah right, like that's ever going to happen.",
  'Thanks for nothing. Seriously.',
  'I just love waiting an hour for a table I reserved.',
  'Wow, thanks a lot for telling me the deadline moved after I stayed up all night.',
  'Must be nice to leave at 3 every day while the rest of us cover for you.',
  'Great, the printer is jammed again. Just what I needed this morning.',
  'Love how the app logs me out every single time I switch tabs 🙄',
  'Sure, because replying to one email would have taken you hours.',
  'Another Monday morning with no coffee. Living the dream. #not',
  'Oh perfect, my flight got delayed again.',
  "Nothing says 'we value you' like a pizza party instead of a raise.",
  'Fantastic customer service, I only had to call them six times. /s',
  'Oh joy, more paperwork.',
  'Working on a Saturday is so much fun, said no one ever.',
  'Slow clap for the team that shipped the update that broke login.',
  'I love being ignored in group chats 😒',
  'Great, another software update that moves every button I use.',
  'Your "helpful" comments on my draft were really something.',
  'Brilliant. The train is cancelled and the next one is in two hours.',
  "Oh wonderful, it's raining on the one day I forgot my umbrella.",
  'So glad I paid extra for express shipping and it arrived a week late. 🙃',
  'Five stars for the hotel that lost our reservation. Truly outstanding. #sarcasm',
  "Wow, what a surprise, the contractor didn't show up again.",
  'I absolutely love sitting in traffic for two hours after work.',
  "Thanks for cc'ing my boss on that, really appreciate it 🙄",
  'Yeah, because that worked so well last time.',
  'Great, just great. The server crashed five minutes before the demo.',
  "The 'quick' five-minute call lasted ninety minutes.",
  'Perfect, now I have to redo the whole report.',
  'Love it when people reply-all to say thanks.',
  'Oh great, the wifi is down again.',
  "Well that's just perfect. My phone died halfway through the interview.",
  "Cool cool cool, so we're just not answering messages anymore.",
  "Amazing how the one time I'm late is the one time the boss walks by.",
  "Clearly the best use of everyone's time was a two-hour meeting about the font.",
  'Awesome, my package was delivered to the wrong address. Again.',
  "I'm thrilled to spend my weekend fixing someone else's bugs.",
  'Ah yes, nothing like a mandatory team-building exercise at 8am.',
  "Can't wait to spend four hours on hold with the bank tomorrow.",
  'Just what we needed, another reorg.',
  'Oh goody, the landlord is raising the rent again.',
  'Thank you so much for eating my lunch from the office fridge. Really.',
  'Nice of you to finally show up.',
  'The best part of my day was the forty-minute wait at the DMV.',
  "Lovely, the car won't start and it's snowing.",
  'Wonderful, they cancelled my order without telling me.',
  "Sure, Jan. I'm sure you 'forgot' to invite me.",
  'The blender works great, for about ten minutes. Then it dies. Obviously a quality purchase.',
  "Gee, thanks for reminding me of the deadline an hour before it's due.",
  'Thanks for ignoring my last three emails, very professional.',
  'Gotta love Monday mornings.',
];

/** Sincere praise, thanks and excitement, some with the very words sarcasm borrows. */
const SINCERE: readonly string[] = [
  'Oh great news, congratulations!',
  'I love waiting for the sunset with you.',
  'Thanks so much for your help yesterday, it made a huge difference.',
  'Great work on the presentation, the client loved it.',
  'I love how you always remember the little things.',
  "Wow, thanks a lot for the flowers! They're beautiful.",
  'Perfect, see you at 7 then.',
  'This blender is just what I needed for my morning smoothies.',
  'Fantastic hotel, friendly staff and a spotless room.',
  "Can't wait to see you this weekend!",
  "Brilliant idea, let's do it.",
  'Thank you for helping me through such a terrible week.',
  "I'm thrilled to announce that our team won the regional award.",
  'Awesome, the bug is fixed and the build is green.',
  'Nice job handling that difficult client today.',
  'Love this song so much, it gets me every time.',
  'Great question! The answer is on page 4.',
  "Sure, I'd be happy to help with the move on Saturday.",
  'Yeah, right after lunch works for me.',
  'Wonderful to hear from you after all these years!',
  "Oh wonderful, I was hoping you'd say that!",
  "Thanks a million, you're a lifesaver.",
  'It must be nice to be back with your family, enjoy every minute!',
  "Clearly a lot of care went into this design, it's gorgeous.",
  'Obviously the best pizza in town, we come here every week.',
  'I love my new job, even the Monday meetings are fun.',
  'What a lovely surprise, thank you!',
  'The staff were super helpful and the food was amazing.',
  'Just wanted to say thank you for being such a great mentor.',
  'Happy birthday! Hope your day is as wonderful as you are.',
  'Congratulations on the promotion, so well deserved!',
  "I'm so excited for the trip, only three more days!",
  "Great, thanks! I'll send it over tonight.",
  "Amazing how fast the kids grow up, she's already walking.",
  'Really appreciate you staying late to help us finish.',
  'Slow and steady wins the race, proud of you!',
  "Honestly the best customer service I've had in years.",
  'Thank you for your patience while we fixed the outage.',
  'Lovely to meet you today, looking forward to working together.',
  "We finally finished the project! Couldn't be prouder of this team.",
  'The new update is fantastic, everything loads so much faster.',
  'Perfect weather for a picnic today ☀️',
  'I love it when you sing in the kitchen.',
  "Cheers for sorting the tickets, you're a star.",
  'Oh, this is brilliant, thank you for thinking of me.',
  "Excellent point in today's meeting, I hadn't thought of that.",
  "Nice! Can't wait to try it.",
  'Such a relief that the surgery went well, thank you all.',
  'Wow, you did an amazing job with the garden!',
  'Of course! Happy to help anytime.',
  'Great, the package arrived early and everything was intact.',
  'We love hosting you, come back any time.',
];

const rate = (texts: readonly string[]) => texts.filter((t) => detectSarcasm(t).sarcastic).length / texts.length;

describe('detectSarcasm on realistic messages', () => {
  it('has at least 45 of each kind to judge by', () => {
    expect(SARCASTIC.length).toBeGreaterThanOrEqual(45);
    expect(SINCERE.length).toBeGreaterThanOrEqual(45);
  });

  it('finds sarcasm in at least 70% of the sarcastic messages', () => {
    expect(rate(SARCASTIC)).toBeGreaterThanOrEqual(0.7);
  });

  it('finds sarcasm in at most 5% of the sincere ones', () => {
    expect(rate(SINCERE)).toBeLessThanOrEqual(0.05);
  });
});

/** Each set of sarcasm.cases.ts with the least recall and the most false alarms it allows (0..1). */
const CASE_SETS: readonly [string, readonly string[], readonly string[], number, number][] = [
  ['development', DEV_SARCASTIC, DEV_SINCERE, 0.7, 0.05],
  ['check', CHECK_SARCASTIC, CHECK_SINCERE, 0.65, 0.05],
  ['third', FRESH_SARCASTIC, FRESH_SINCERE, 0.6, 0.05],
  ['fourth', LAST_SARCASTIC, LAST_SINCERE, 0.4, 0.05],
];

describe('detectSarcasm on the sets apart from this file', () => {
  it.each(CASE_SETS)(
    'on the %s set finds sarcasm in at least the recall floor and in at most the false-alarm ceiling',
    (_name, sarcastic, sincere, recall, falseAlarms) => {
      expect(sarcastic.length).toBeGreaterThanOrEqual(25);
      expect(sincere.length).toBeGreaterThanOrEqual(25);
      expect(rate(sarcastic)).toBeGreaterThanOrEqual(recall);
      expect(rate(sincere)).toBeLessThanOrEqual(falseAlarms);
    },
  );
});

describe('detectSarcasm', () => {
  it('applies one rule per kind of cue, in the order the kinds are listed', () => {
    expect(SARCASM_RULES.map((rule) => rule.name)).toEqual(Object.keys(SARCASM_CUE_STRENGTH));
  });

  it('gives the cue with its offsets in the text', () => {
    const text = 'Fine. Oh great, the build is broken again.';
    const reading = detectSarcasm(text);
    expect(reading.sarcastic).toBe(true);
    const c = reading.cues[0]!;
    expect(text.slice(c.start, c.end)).toBe(c.phrase);
    expect(c).toMatchObject({ kind: 'mockInterjection', phrase: 'Oh great' });
  });

  it('grows stronger as cues add up, never past 1', () => {
    const one = detectSarcasm('Oh great, another meeting.').strength;
    const two = detectSarcasm('Oh great, another meeting. 🙄 #sarcasm').strength;
    expect(two).toBeGreaterThan(one);
    expect(two).toBeLessThanOrEqual(1);
  });

  it('reads a "Not." with no sentence before it, and an empty text, as no cue', () => {
    expect(detectSarcasm('Not. Great to hear.').cues).toEqual([]);
    expect(detectSarcasm('').cues).toEqual([]);
  });

  it('reads plain text as not sarcastic, with no cues', () => {
    expect(detectSarcasm('The meeting is at ten in room four.')).toEqual({
      sarcastic: false,
      strength: 0,
      cues: [],
      spans: [],
    });
  });
});
