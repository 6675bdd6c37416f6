import { describe, expect, it } from 'vitest';
import { MAX_TONES, readTone } from './read-tone';
import { TONE_IDS, TONES, toneSaying } from './tones';

const top = (text: string, context: 'message' | 'journal' = 'message') => readTone(text, { context }).tones[0]!;
const names = (text: string) => readTone(text).tones.map((t) => t.name);

describe('readTone', () => {
  it('always names at least one tone and at most three, strongest first', () => {
    for (const text of [
      '',
      'ok',
      'Thanks so much, this is wonderful news!',
      'You never listen. This is the last time!!',
    ]) {
      const { tones } = readTone(text);
      expect(tones.length).toBeGreaterThanOrEqual(1);
      expect(tones.length).toBeLessThanOrEqual(MAX_TONES);
      for (let i = 1; i < tones.length; i++) expect(tones[i - 1]!.strength).toBeGreaterThanOrEqual(tones[i]!.strength);
    }
  });

  it('shows each phrase once, never a part of a longer phrase beside it', () => {
    const grateful = readTone('Thank you so much for the lovely dinner!').tones.find((t) => t.name === 'grateful');
    expect(grateful?.phrases).toContain('Thank you');
    expect(grateful?.phrases).not.toContain('Thank');
    for (const text of [
      'Thanks a lot for your help, I really appreciate it.',
      'Why does it always fall on me? You never help.',
    ]) {
      for (const tone of readTone(text).tones) {
        const words = tone.phrases.map((p) => ` ${p.toLowerCase()} `);
        for (const [i, w] of words.entries())
          expect(words.filter((o, j) => j !== i && o.includes(w.trim() === '' ? '\u0000' : w))).toEqual([]);
      }
    }
  });

  it('reads a plain note as neutral and formal', () => {
    expect(top('The quarterly report is due on the 15th.').name).toBe('neutral-formal');
  });

  it.each([
    ['Thanks a million for picking up the kids today!', 'grateful'],
    ["I'm so nervous about the exam tomorrow, I feel sick.", 'anxious'],
    ["I'm so angry I could scream. They cancelled the whole trip without telling us.", 'angry'],
    ['You always do this. You never listen.', 'accusatory'],
    ['I need the report on my desk by 9am tomorrow. No excuses.', 'demanding'],
    ['Fine. Do whatever you want.', 'curt'],
    ["I'm really sorry about what I said last night. I was out of line.", 'apologetic'],
    ['I miss Grandpa so much today. The house feels empty without him.', 'sad'],
    ['Oh great, another meeting that could have been an email.', 'sarcastic'],
    ['Would you mind taking a look at the draft before Friday? Thanks in advance.', 'courteous'],
    ["I've tried everything and the app still won't log me in. So frustrating.", 'frustrated'],
  ])('names %j %s', (text, tone) => {
    expect(top(text).name).toBe(tone);
  });

  it.each([
    ["My pulse is pounding and I couldn't sleep before the interview.", 'anxious'],
    ['They all went out for dinner and left me out again.', 'hurt'],
    ["I've been feeling so empty since the breakup.", 'sad'],
    ['I passed my driving test!!', 'excited'],
    ['What a joke of a refund policy. Utterly pathetic.', 'angry'],
    ["I shouldn't have shouted at you yesterday. That was unfair of me.", 'apologetic'],
  ])('names %j %s from the phrases that voice it without naming the feeling', (text, tone) => {
    expect(top(text).name).toBe(tone);
  });

  it('reads the certainty of an order as its demand, not confidence', () => {
    expect(top('Please action the refund immediately and confirm when it is done.').name).toBe('demanding');
    expect(names('Please submit the final figures by 5pm and copy in the finance team.')).not.toContain('confident');
  });

  it('does not read asking to be reassured as curiosity', () => {
    expect(names('Are we okay? You went quiet after lunch.')).not.toContain('curious');
    expect(names('Is everything okay with us? You seem quiet.')).not.toContain('curious');
  });

  it('reads pride as a glad feeling, not as certainty', () => {
    expect(TONES[top('I am so proud of my daughter, she finished her first marathon.').name].family).toBe('positive');
  });

  it.each(['Phew, what a relief, the results are good', 'Such a relief to be home.'])(
    'reads relief in good words as joy, the gladness of a worry ended: %j',
    (text) => {
      const tones = readTone(text).tones;
      expect(tones.map((t) => t.name)).toContain('joyful');
      expect(tones.find((t) => t.name === 'joyful')!.phrases.map((p) => p.toLowerCase())).toContain('relief');
    },
  );

  it('reads a hedge before a reproach as softening, not doubt', () => {
    expect(top("Maybe it's just me, but you never ask about my day.").name).not.toBe('unsure');
    expect(names('I suppose nobody noticed I stayed late all week.')).not.toContain('unsure');
    expect(top("I think I'm not sure which train to take.").name).toBe('unsure');
  });

  it.each([
    ["I'm not sure why this wasn't done, since it was clearly assigned to you.", 'accusatory'],
    ["I don't understand why you didn't tell me before the meeting.", 'accusatory'],
  ])('reads feigned puzzlement at a duty undone (%j) as %s, not doubt', (text, tone) => {
    expect(names(text)).toContain(tone);
    expect(names(text)).not.toContain('unsure');
  });

  it.each([
    ["What if they realise I don't know what I'm doing? I panic every Sunday night.", 'anxious'],
    ["I couldn't sleep again. I keep thinking I'll lose my job in the next round of cuts.", 'anxious'],
    ["ugh I'm freaking out, I can't find my passport and the taxi is here", 'anxious'],
  ])('reads fear that doubts, asks or keeps coming back (%j) as %s', (text, tone) => {
    expect(top(text).name).toBe(tone);
    expect(names(text)).not.toContain('unsure');
    expect(names(text)).not.toContain('frustrated');
  });

  it.each([
    "Have you eaten today? Don't skip lunch again :)",
    'are you ok? you seemed upset earlier',
    'Get some rest this weekend, you deserve it.',
  ])('reads looking after the reader (%j) as caring, not curiosity or worry', (text) => {
    expect(top(text).name).toBe('caring');
    expect(names(text)).not.toContain('curious');
  });

  it.each(['WHERE IS MY ORDER??', 'I SAID NO.', 'STOP CALLING ME.'])(
    'reads a shout with nothing glad in it (%j) as anger, not curiosity',
    (text) => {
      expect(top(text).name).toBe('angry');
      expect(top(text).phrases).toContain(text.replace(/[.?!]+$/, ''));
    },
  );

  it.each(['HAPPY BIRTHDAY SARAH!!!', 'OMG I GOT THE JOB', 'THANK YOU SO MUCH'])(
    'reads a glad shout (%j) as gladness, never anger',
    (text) => {
      expect(names(text)).not.toContain('angry');
    },
  );

  it('reads a let-down felt as a wound as hurt, not frustration, however often it recurs', () => {
    expect(top("He forgot again. I shouldn't be surprised, but it still stings.").name).toBe('hurt');
  });

  it.each(['It was lovely to meet you yesterday, I really enjoyed our chat.', 'Loved seeing you at the weekend.'])(
    "reads gladness of the reader's company (%j) as warmth toward them",
    (text) => {
      expect(top(text).name).toBe('warm');
    },
  );

  it('still reads enjoying a thing as joy', () => {
    expect(top('I really enjoyed the film.').name).toBe('joyful');
  });

  it('reads the "good" of a greeting as courtesy, not praise', () => {
    expect(names('Good morning all, a gentle reminder that the office closes early today.')).not.toContain(
      'appreciative',
    );
    expect(top('Good morning, the new design looks great!').name).toBe('appreciative');
  });

  it.each([
    'I was really looking forward to seeing you. Shame it fell through.',
    'Too bad it rained all day.',
    'I had such high hopes for this place.',
  ])('reads a hope not met (%j) as disappointment', (text) => {
    expect(top(text).name).toBe('disappointed');
  });

  it.each(['This is the last time I order from here.', "I've had enough. Never again."])(
    'reads patience run out (%j) as anger',
    (text) => {
      expect(top(text).name).toBe('angry');
    },
  );

  it('still reads a nuisance that keeps coming back, with no fear, as frustration', () => {
    expect(top('ugh, the printer jammed again').name).toBe('frustrated');
  });

  it.each([
    'Why does it always fall on me to clean up after everyone?',
    'Why does my laptop always crash before a deadline?',
    'How hard is it to reply to an email?',
  ])('reads a question that complains (%j) as frustration, not curiosity', (text) => {
    expect(top(text).name).toBe('frustrated');
    expect(names(text)).not.toContain('curious');
    expect(top(text).phrases[0]).toMatch(/^(?:why|how)/i);
  });

  it.each([
    ['Friendly staff and a comfortable bed.', 'message', 'appreciative'],
    ['Slept well and woke up relaxed.', 'journal', 'joyful'],
    ['Missing you lots, hope the trip is lovely.', 'message', 'warm'],
  ] as const)('reads good words at rest (%j, a %s) as a positive feeling, not calm', (text, context, tone) => {
    expect(top(text, context).name).toBe(tone);
    expect(top(text, context).family).toBe('positive');
  });

  it('reads hope as a glad feeling, not certainty, and a good wish in a request as its courtesy', () => {
    expect(top('I feel hopeful about the interview tomorrow.').family).toBe('positive');
    expect(names('I feel hopeful about the interview tomorrow.')).not.toContain('confident');
    expect(top('Hi Jo, I hope you had a good weekend. Could you send me the slides?').name).toBe('courteous');
  });

  it('reads praise then a complaint after "but" as mixed, and a complaint conceded before praise as less tense', () => {
    const mixed = top('Lovely room, but the staff were rude.');
    expect(mixed.name).toBe('mixed');
    expect(mixed.phrases).toEqual(['the staff were rude.', 'Lovely room']);
    expect(names('The plot was dull but the acting was superb.')).not.toContain('mixed');
    expect(top('The plot was dull but the acting was superb.').family).not.toBe('tense');
  });

  it("reads regret of a choice of one's own as disappointment, and regret said to the reader as an apology", () => {
    expect(top('I regret ordering the large size, it never fits.').name).toBe('disappointed');
    expect(top('I regret the delay in getting back to you.').name).toBe('apologetic');
    expect(top('We apologise for the inconvenience caused by the outage.').name).toBe('apologetic');
  });

  it('reads a question that blames the reader as accusatory, not curious', () => {
    expect(top('Why would you even tell him that?').name).toBe('accusatory');
    expect(names('Why would you even tell him that?')).not.toContain('curious');
  });

  it('keeps restraint without good words calm, and a demand with a greeting a demand', () => {
    expect(top('Take your time, no rush at all.').family).toBe('steady');
    expect(names('Hi Sam,\n\nSend me the figures by Friday. No excuses.\n\nBest,\nAlex')).toContain('demanding');
    expect(names('Hi Sam,\n\nSend me the figures by Friday. No excuses.\n\nBest,\nAlex')).not.toContain('appreciative');
  });

  it('does not read a request put as a question ("can you please…") as curiosity', () => {
    expect(names('Can you please stop parking in my space?')).not.toContain('curious');
    expect(names('Can you tell me how the new scanner works?')).toContain('curious');
  });

  it('reads asking to be reassured as worry, not as the anger it asks about', () => {
    const tones = names("Are you mad at me? You haven't answered since yesterday.");
    expect(tones[0]).toBe('worried');
    expect(names('Did I say something wrong last night? I’ve been worried all day.')[0]).toBe('worried');
  });

  it('reads "sorry for your loss" as sympathy, not an apology', () => {
    const tones = names("I'm so sorry for your loss. Thinking of you and your family.");
    expect(tones[0]).toBe('caring');
    expect(tones).not.toContain('apologetic');
  });

  it('keeps sincere praise praise', () => {
    for (const text of ['Oh great news, congratulations on the new job!', 'I love waiting for the sunset with you.']) {
      expect(names(text)).not.toContain('sarcastic');
      expect(TONES[top(text).name].family).toBe('positive');
    }
  });

  it('shows the phrases of the text behind each tone', () => {
    const { tones } = readTone('As I said before, this is not my problem.');
    const accusatory = tones.find((t) => t.name === 'accusatory');
    expect(accusatory?.phrases).toContain('As I said before');
  });

  it('says a message as the reader may take it and a journal entry as the writer feels it', () => {
    const text = 'I feel lonely even when I am with people.';
    const message = top(text, 'message');
    const journal = top(text, 'journal');
    expect(message.name).toBe(journal.name);
    expect(message.saying).toBe(toneSaying(message.name, 'message'));
    expect(message.saying).toMatch(/^May read as /);
    expect(journal.saying).toMatch(/^You sound /);
  });

  it('gives every tone of the catalogue a label, a family and a meaning', () => {
    for (const id of TONE_IDS) {
      expect(TONES[id].label).not.toBe('');
      expect(['positive', 'steady', 'tense']).toContain(TONES[id].family);
      expect(TONES[id].meaning).toMatch(/\.$/);
    }
  });

  it('returns the readings it came from', () => {
    const reading = readTone('Could you please send the file? Thank you!');
    expect(reading.politeness.request).toBe(true);
    expect(reading.emotions.scores.gratitude).toBeGreaterThan(0.3);
    expect(reading.axes.wordCount).toBe(8);
    expect(reading.sarcasm.sarcastic).toBe(false);
  });
});

describe('readTone: notices', () => {
  it.each([
    'Hi Sam, the meeting has moved to Thursday at 10am in room 3.',
    'Please note that the office will be closed on Monday for the holiday.',
    'Reminder: timesheets are due by 5pm today.',
    'Dear Mr Patel, please see the enclosed documents regarding your claim.',
  ])('reads the manners of a notice as its form, not courtesy or care: %j', (text) => {
    expect(top(text).family).toBe('steady');
  });

  it('still names a feeling a notice carries', () => {
    expect(top('Please note that I am furious about the cancelled trip!').family).toBe('tense');
    expect(top('Great news, the launch has moved to Monday! So excited!').family).toBe('positive');
  });
});

describe('readTone: the axes it shows', () => {
  it('reads sarcasm into the axes it returns but names the tones from the words as written', () => {
    const reading = readTone('Oh great, another meeting that could have been an email.');
    expect(reading.tones[0]!.name).toBe('sarcastic');
    expect(reading.axes.warmthDetachment).toBeLessThan(0.5);
  });
});

describe('readTone: quiet complaints', () => {
  it.each([
    'The water was cold and the pool was closed.',
    'Average food, slow service, won’t be going back.',
    "Average food, slow service, won't be going back.",
    'Cheap plastic, feels like it will break any minute.',
    'The instructions were confusing and parts were missing.',
  ])('reads a thing found wanting in plain words as a let-down: %j', (text) => {
    expect(top(text).name).toBe('disappointed');
  });

  it('leaves plain reports and praise alone', () => {
    expect(top('It is cold outside, wrap up warm.').family).not.toBe('tense');
    expect(top('Fast shipping and the item was exactly as described.').family).not.toBe('tense');
  });
});

describe('readTone: resignation', () => {
  it.each([
    'Sure, whatever works for you. I will just wait again.',
    "Forget it, I'll just do it myself.",
    "It's fine, I'm used to it.",
  ])('reads giving in to being let down as hurt, not as assent: %j', (text) => {
    expect(top(text).name).toBe('hurt');
  });

  it('reads an offer that leaves the choice to the reader as no brush-off', () => {
    expect(readTone("whatever you want, I don't mind").cues.dismissals).toEqual([]);
    expect(names('Sure, whatever works for you!')).not.toContain('curt');
  });
});

describe('readTone: a hedge that softens a reproach', () => {
  it.each([
    "I guess my opinion doesn't matter much to you anymore.",
    "You didn't even call. I guess it doesn't matter.",
    'I guess I will just wait again.',
  ])('adds no doubt to %j', (text) => {
    expect(names(text)).not.toContain('unsure');
  });

  it('still reads a hedge on its own as doubt', () => {
    expect(top("I guess it doesn't matter").name).toBe('unsure');
  });
});

describe("readTone: someone else's feeling", () => {
  it("does not read the reader's laughter as the writer's joy", () => {
    const text = 'You laughed when I told you about my dad. That really hurt me.';
    expect(top(text).name).toBe('hurt');
    expect(names(text)).not.toContain('joyful');
    // The writer's own laughter is still joy.
    expect(names('I laughed so hard when you told me about your dad!')).toContain('joyful');
  });

  it("does not read her anger as the writer's", () => {
    expect(names('I wonder if she is still angry with me.')).not.toContain('angry');
    expect(names('I am still angry with her.')).toContain('angry');
  });
});

describe('readTone: worry', () => {
  it.each(['I hope the flight lands safely, the storm looks awful.', 'I hope she is okay, the roads are icy.'])(
    'reads a hope for safety as worry, not joy: %j',
    (text) => {
      expect(top(text).name).toBe('worried');
      expect(names(text)).not.toContain('joyful');
    },
  );

  it('still reads a glad hope as a glad feeling', () => {
    expect(top('I hope the party is as much fun as last year!').family).toBe('positive');
  });

  it('reads concern for someone or something as worry, fear in the body as anxiety', () => {
    expect(names("I'm concerned that the server migration could cause data loss if we rush it.")).toContain('worried');
    expect(names("I'm concerned that the server migration could cause data loss if we rush it.")).not.toContain(
      'angry',
    );
    expect(top('My chest gets tight every time my phone buzzes. I dread opening my inbox.').name).toBe('anxious');
  });
});

describe('readTone: a trouble that keeps coming back', () => {
  it('reads "it\'s getting old" as frustration', () => {
    const tone = top("Can you please stop leaving dishes in the sink? It's getting old.");
    expect(tone.name).toBe('frustrated');
    expect(tone.phrases).toContain("It's getting old");
  });
});

describe('readTone: a feeling the writer names', () => {
  it.each([
    ["I'm so frustrated with myself for procrastinating all week.", 'frustrated'],
    ['Grateful for my sister today. She drove two hours just to sit with me.', 'grateful'],
    ["I'm confident we can hit the target; the numbers support it.", 'confident'],
    ['Not gonna lie, I am a bit disappointed we lost.', 'disappointed'],
  ])('names %j by the feeling it names', (text, tone) => {
    expect(top(text, 'journal').name).toBe(tone);
    expect(top(text, 'journal').phrases[0]!.toLowerCase()).toMatch(/frustrated|grateful|confident|disappointed/);
  });

  it('reads no feeling from a negated one or from willingness', () => {
    expect(names("I'm not angry, just tired.")).not.toContain('angry');
    expect(readTone("I'm happy to help with the move on Saturday.").cues.selfReports).toEqual([]);
  });
});

describe('readTone: a thing judged dreadful', () => {
  it.each(['The food was terrible.', 'This edit is terrible.', 'The movie was horrible.'])(
    "reads %j as a complaint, not as the writer's fear",
    (text) => {
      const tones = names(text);
      expect(tones).not.toContain('anxious');
      expect(tones).not.toContain('worried');
      expect(tones).toContain('disappointed');
    },
  );

  it('keeps fear of a dreadful thing beside a worry, and fear the writer names', () => {
    expect(top('I hope the flight lands safely, the storm looks awful.').name).toBe('worried');
    expect(top('I am terrified of the surgery.').name).toBe('anxious');
  });
});

describe('readTone: glad for the reader', () => {
  it('reads a congratulation as warmth toward the reader, not as thanks', () => {
    const tones = readTone('Congratulations to you both, wishing you every happiness!').tones;
    expect(tones[0]!.name).toBe('warm');
    expect(tones[0]!.phrases[0]).toBe('Congratulations');
    expect(top('Huge congrats on the new job!').name).not.toBe('grateful');
    expect(top('Huge congrats on the new job!').family).toBe('positive');
  });

  it('still reads thanks as gratitude', () => {
    expect(top('Thank you so much for your help yesterday.').name).toBe('grateful');
  });
});
