/**
 * The learning curriculum, in code: modules of lessons with their sections,
 * exercise prompts, XP rewards and difficulty. `foundations` comes first.
 * Each lesson trains one of the four profile scores.
 */
import type { LearningModule, Lesson } from '@tonelens/core';
import type { LessonBrief, SkillKey } from '../ai/types';

/** One section of a lesson: a title and several paragraphs (separated by blank lines). */
export interface CurriculumSection {
  title: string;
  content: string;
}

/** A lesson as written; difficulty 1..5. */
export interface CurriculumLesson {
  lessonKey: string;
  title: string;
  description: string;
  lessonType: Lesson['lessonType'];
  difficulty: number;
  xpReward: number;
  skill: SkillKey;
  sections: CurriculumSection[];
  exercisePrompts: string[];
}

/** A module; estimatedDuration in minutes for the whole module. */
export interface CurriculumModule {
  moduleKey: string;
  title: string;
  description: string;
  estimatedDuration: number;
  lessons: CurriculumLesson[];
}

/** Default module duration in minutes when a module does not say (spec surroundings §9). */
export const DEFAULT_MODULE_MINUTES = 30;

/** The curriculum, in order. */
export const CURRICULUM: readonly CurriculumModule[] = [
  {
    moduleKey: 'foundations',
    title: 'Foundations of Tone',
    description: 'What tone is, how readers feel it, and the four axes ToneLens uses to describe it.',
    estimatedDuration: 40,
    lessons: [
      {
        lessonKey: 'foundations-what-is-tone',
        title: 'What Tone Is (and Is Not)',
        description: 'Separate what a message says from how it lands.',
        lessonType: 'reading',
        difficulty: 1,
        xpReward: 50,
        skill: 'selfAwarenessScore',
        sections: [
          {
            title: 'Content and tone are two channels',
            content:
              'Every message travels on two channels at once. The first is content: the facts, requests and decisions the words carry. The second is tone: the feeling the reader picks up about you, about themselves, and about the relationship between you. Two messages can share every fact and still land in opposite ways.\n\n' +
              'Compare "The report is late" with "I noticed the report hasn\'t arrived yet — is everything okay?" Both say the report is late. The first can read as a verdict; the second reads as concern. Nothing in the content changed; the tone did.\n\n' +
              'In writing, tone has to do all the work that a face and a voice do in person. There is no smile to soften a blunt line and no pause to show you are thinking. Readers fill that gap with their own mood, which is why a neutral message read on a bad day can feel hostile.',
          },
          {
            title: 'Why tone is hard to hear in your own writing',
            content:
              'When you reread your own message, you hear it in your own voice, with your own intentions attached. You know you meant "quickly" as "when you get a chance". Your reader does not have that key, so they decode the words as written.\n\n' +
              'This is the gap ToneLens is built to show. It does not guess what you meant; it reports what the words themselves signal. That makes it a mirror, not a judge: a reading far from what you intended is useful information, not a mistake.\n\n' +
              'A simple habit helps: before sending anything that matters, ask "If a stranger read this, what would they think I feel?" The answer is often different from what you feel.',
          },
          {
            title: 'What tone is not',
            content:
              'Tone is not politeness. A message can be full of "please" and "thank you" and still read as cold or controlling, and a plain message can feel warm because it is direct and generous.\n\n' +
              'Tone is also not a fixed trait of a writer. Everyone writes in different tones on different days and to different people. Learning to notice tone is about choosing it, not about finding your one correct voice.',
          },
        ],
        exercisePrompts: [
          'Write a short message you recently sent. Then describe, in two or three sentences, how you meant it to feel and how a stranger might read it.',
          'Take the sentence "We need to talk about the project." Write two versions: one that reads as worried and one that reads as hopeful. What changed?',
        ],
      },
      {
        lessonKey: 'foundations-four-axes',
        title: 'The Four Axes',
        description: 'Warmth, certainty, intensity and coherence: a shared vocabulary for tone.',
        lessonType: 'reading',
        difficulty: 1,
        xpReward: 60,
        skill: 'selfAwarenessScore',
        sections: [
          {
            title: 'Warmth and certainty',
            content:
              'Warmth runs from cold and detached to warm and connected. It rises with words that show care, appreciation and closeness ("thank you", "glad", "together") and falls with distance and dismissal ("whatever", "fine", "as I said"). Warmth is what tells a reader whether you are on their side.\n\n' +
              'Certainty runs from uncertain and vague to certain and clear. Hedges such as "maybe", "I guess" and "sort of" lower it; words like "definitely", "clearly" and "will" raise it. Low certainty can sound humble or evasive; high certainty can sound confident or closed.\n\n' +
              'Neither end is good or bad in itself. A condolence note should be warm and can be uncertain; safety instructions should be certain and need not be warm.',
          },
          {
            title: 'Intensity and coherence',
            content:
              'Intensity runs from restrained and subdued to intense and expressive. Strong words, intensifiers ("very", "extremely") and exclamation marks push it up; calm, measured wording keeps it low. Intensity tells the reader how much is at stake for you.\n\n' +
              'Coherence runs from conflicted and mixed to coherent and unified. It falls when a message pulls in two directions — "I love it, but it is a disaster" — and rises when every sentence supports one thread. Readers find low coherence tiring, because they must decide which half you meant.\n\n' +
              'ToneLens scores each axis from 0 to 1, with 0.50 as balance. A score tells you which way the words lean and how far, not whether the message is right.',
          },
          {
            title: 'Reading the four together',
            content:
              'The axes matter most in combination. High intensity with low warmth reads as anger. High certainty with low warmth reads as a command. Low certainty with low coherence reads as confusion. ToneLens flags these combinations as tension.\n\n' +
              'When you look at a reading, start with the axis furthest from 0.50; that is what your reader will feel first. Then check whether any pair forms one of the tense combinations above.',
          },
        ],
        exercisePrompts: [
          'Describe a message you received that felt cold. Which words made it feel that way, and which axis would they move?',
          'Write one sentence that is warm but uncertain, and one that is certain but cold. Explain which you would rather receive, and why.',
        ],
      },
      {
        lessonKey: 'foundations-reading-your-results',
        title: 'Reading Your Results',
        description: 'Turn a ToneLens reading into one concrete edit.',
        lessonType: 'practice',
        difficulty: 2,
        xpReward: 75,
        skill: 'selfAwarenessScore',
        sections: [
          {
            title: 'Start from the strongest lean',
            content:
              'A reading gives you four numbers, a summary and sometimes a tension flag. Resist the urge to fix everything. Find the axis furthest from 0.50 and ask one question: is that lean what I want?\n\n' +
              'If it is, leave it. A thank-you note that scores 0.85 on warmth is doing its job. If it is not, look at the words ToneLens names as the drivers of that axis; those are the levers you can pull.\n\n' +
              'Change one thing, analyse again, and compare. Small, single edits teach you far more about your own writing than a full rewrite does.',
          },
          {
            title: 'When tension is flagged',
            content:
              'Tension is not an error. It means the text combines signals that readers often find hard: strong conflict, deep uncertainty, intensity without warmth, or an extreme lean in warmth or certainty.\n\n' +
              'Sometimes tension is honest: you are conflicted, and saying so is right. In that case, name the conflict directly ("I have two reactions to this") so the reader does not have to untangle it. If the tension is accidental, the reflection-room suggestion points to a next step.',
          },
        ],
        exercisePrompts: [
          'Paste or write a short message, note which axis you think leans furthest, and explain one edit you would make to bring it closer to what you intend.',
          'Think of a time your message was misread. Which axis do you think the reader picked up on, and what would you change now?',
        ],
      },
      {
        lessonKey: 'foundations-spectral-view',
        title: 'The Spectral View',
        description: 'How ToneLens maps characters to colour and sound, and what it can and cannot tell you.',
        lessonType: 'reflection',
        difficulty: 2,
        xpReward: 70,
        skill: 'selfAwarenessScore',
        sections: [
          {
            title: 'From letters to a spectrum',
            content:
              'The spectral view gives every character a value from 0 to 1 and summarises the text as a spectrum: how much of it is deep, suspended or bright, how it opens and how it resolves. The mean value sets a colour and a tone you can hear.\n\n' +
              'This is a deliberately different lens from the four axes. It does not understand words; it turns the texture of your writing into something you can see and listen to. Long, flowing sentences and short, clipped ones produce different spectra even when they say the same thing.',
          },
          {
            title: 'Using it well',
            content:
              'Treat the spectrum as a fingerprint, not a verdict. Its value is in comparison: the same kind of message written on different days, or a draft and its rewrite. A shift in the spectrum shows that the texture of your writing changed.\n\n' +
              'Over time your signature dashboard collects these fingerprints. Watching the trend can show you seasons in your writing that no single message reveals.',
          },
        ],
        exercisePrompts: [
          'Write two short texts about the same event — one as a quick note, one as a careful letter. How do you expect their spectra to differ, and why?',
        ],
      },
    ],
  },
  {
    moduleKey: 'empathy-in-writing',
    title: 'Empathy in Writing',
    description: 'Write so that the reader feels seen: perspective, acknowledgement and warmth that is real.',
    estimatedDuration: 45,
    lessons: [
      {
        lessonKey: 'empathy-reader-first',
        title: 'The Reader Comes First',
        description: 'Imagine the moment your message arrives.',
        lessonType: 'reading',
        difficulty: 2,
        xpReward: 60,
        skill: 'empathyScore',
        sections: [
          {
            title: 'The arrival moment',
            content:
              'Your message is written in your moment and read in theirs. You may be calm at your desk; they may be reading it on a phone, between meetings, already worried. Empathic writing starts by picturing that arrival moment.\n\n' +
              'Ask three questions: What does the reader already know? What are they likely to feel when they see my name? What do they need from this message first? The answers often change the order of your sentences more than the words.\n\n' +
              'Leading with what the reader needs — reassurance, a decision, an answer — shows care before you have written a single warm word.',
          },
          {
            title: 'Acknowledging before asking',
            content:
              'People hear requests better when they feel seen first. A short acknowledgement — "I know this week has been packed" — costs one sentence and lowers the reader\'s guard.\n\n' +
              'The acknowledgement must be specific and true. Generic sympathy ("I hope you are well") is fine as a greeting but does not do this work. Specific acknowledgement shows that you have thought about their situation, not just yours.',
          },
          {
            title: 'Warmth that is real',
            content:
              'Readers are good at detecting warmth that is only decoration. Stacking "amazing" and "so grateful" on a demanding message raises the warmth score and lowers trust.\n\n' +
              'Real warmth is usually quieter: naming something they did, offering flexibility, or taking your share of a problem. Those moves raise warmth and coherence together, because the kind words and the request point the same way.',
          },
        ],
        exercisePrompts: [
          "Rewrite a request you need to make this week so that it opens with a specific acknowledgement of the reader's situation.",
          'Describe the "arrival moment" of the last difficult message you sent: where was the reader, and what did they likely feel?',
        ],
      },
      {
        lessonKey: 'empathy-perspective-taking',
        title: 'Perspective Taking',
        description: 'Read your own draft as the person receiving it.',
        lessonType: 'practice',
        difficulty: 3,
        xpReward: 80,
        skill: 'empathyScore',
        sections: [
          {
            title: 'Swapping chairs',
            content:
              'Perspective taking is a skill, not a personality trait. One practical method is to swap chairs: reread your draft while imagining you are the recipient, with their history, pressures and worries.\n\n' +
              'Notice which sentence you react to most strongly in that chair. That sentence will shape their reply. If the reaction is defensiveness, the sentence probably contains blame, an absolute ("you always"), or intensity without warmth.\n\n' +
              'The Message Echo room in ToneLens does a version of this for you: it replies as a reader might, pointing at the lines that would stay with them.',
          },
          {
            title: 'Naming their view without agreeing',
            content:
              'Empathy does not require agreement. You can write "I can see why the deadline felt unfair from your side" and still hold the deadline. Naming their view shows you have listened; holding your position keeps the message honest.\n\n' +
              'Phrases like "from where you sit", "it makes sense that" and "you might feel" signal perspective taking. Use them only when you mean them — and then follow with your own view, clearly.',
          },
        ],
        exercisePrompts: [
          "Take a disagreement you are having. Write two sentences describing it from the other person's side, as fairly as you can, then one sentence of your own view.",
          'Reread a draft as its recipient. Which sentence would they react to most, and how might they feel?',
        ],
      },
      {
        lessonKey: 'empathy-difficult-news',
        title: 'Delivering Difficult News',
        description: 'Clear and kind at the same time.',
        lessonType: 'practice',
        difficulty: 3,
        xpReward: 90,
        skill: 'socialSkillsScore',
        sections: [
          {
            title: 'Clarity is a kindness',
            content:
              'When news is bad, writers often hedge to soften it: "it might be that we possibly won\'t be able to...". The result is low certainty and, for the reader, anxiety — they cannot tell how bad it is.\n\n' +
              'Say the news plainly and early, in one sentence. Then add warmth around it, not inside it. "We will not be renewing the contract. I know this is hard news, and I want to help make the transition as smooth as I can."\n\n' +
              'That structure keeps certainty high for the fact and warmth high for the relationship, which avoids the tense combination of cold certainty.',
          },
          {
            title: 'What comes next',
            content:
              'Difficult news lands better when it comes with a next step. Offer a call, a timeline, an option, or simply an invitation to ask questions. A next step turns a closing door into a path.\n\n' +
              'Keep intensity moderate. Exclamation marks and strong adjectives make bad news feel worse; very flat wording can feel indifferent. Aim for steady language that shows you are taking it seriously.',
          },
        ],
        exercisePrompts: [
          'Write a short message delivering a piece of difficult news (real or imagined): the news in one plain sentence, then warmth and a next step.',
        ],
      },
      {
        lessonKey: 'empathy-listening-in-text',
        title: 'Listening in Text',
        description: 'Show that you heard before you answer.',
        lessonType: 'reflection',
        difficulty: 2,
        xpReward: 70,
        skill: 'socialSkillsScore',
        sections: [
          {
            title: 'Reflecting back',
            content:
              'In conversation we nod and say "mm". In text, listening has to be written. The simplest way is to reflect back the core of what the other person said before responding: "So the main worry is the timeline, not the budget."\n\n' +
              'Reflecting back does two things. It shows you listened, and it checks that you understood. If you got it wrong, the reader can correct you before the conversation goes further down the wrong path.',
          },
          {
            title: 'Answering the feeling and the question',
            content:
              'Many messages contain a question and a feeling. "Is the launch still on Friday? I\'m getting nervous." A reply that answers only the question — "Yes" — leaves the feeling unanswered.\n\n' +
              'Answer both: "Yes, still Friday — and it makes sense to feel nervous; here is what is already done." The extra clause costs little and turns a transaction into a conversation.',
          },
        ],
        exercisePrompts: [
          'Find a message you received recently that carried a feeling as well as a question. Write a reply that answers both.',
          'Write a short reflect-back sentence for something a friend or colleague told you this week.',
        ],
      },
    ],
  },
  {
    moduleKey: 'tone-under-pressure',
    title: 'Tone Under Pressure',
    description: 'Keep your tone your own when you are stressed, angry or rushed.',
    estimatedDuration: 50,
    lessons: [
      {
        lessonKey: 'pressure-noticing-heat',
        title: 'Noticing the Heat',
        description: 'Spot the signs that a message was written in a hot moment.',
        lessonType: 'reading',
        difficulty: 2,
        xpReward: 60,
        skill: 'emotionalRegulationScore',
        sections: [
          {
            title: 'The signatures of a hot message',
            content:
              'Messages written under stress have recognisable signatures: absolutes ("always", "never", "nobody"), stacked intensifiers, exclamation marks, sarcasm, and rhetorical questions ("Why would anyone do that?"). On the ToneLens axes they show up as high intensity with low warmth, and often low coherence.\n\n' +
              'Noticing these signatures in your own draft is the first step. You do not need to remove all heat — sometimes strong feeling is appropriate — but you should choose it rather than leak it.\n\n' +
              'A useful rule: if a draft contains two or more of these signatures, wait before sending.',
          },
          {
            title: 'Your body writes too',
            content:
              'Tension in the body shows up in text. Fast typing, a tight jaw and the urge to reply "right now" are signals that the reply will carry heat.\n\n' +
              'Before responding to something that upset you, take three slow breaths and name the feeling in a word or two, privately. Naming a feeling reduces its intensity; it moves you from inside the feeling to beside it.',
          },
        ],
        exercisePrompts: [
          'Recall a message you regret sending. Which signatures of a hot message did it contain?',
          'Write down what your body does when you are about to send an angry message. What could be your cue to pause?',
        ],
      },
      {
        lessonKey: 'pressure-pause-and-rewrite',
        title: 'The Pause and the Rewrite',
        description: 'A three-step method for cooling a draft without losing its point.',
        lessonType: 'practice',
        difficulty: 3,
        xpReward: 90,
        skill: 'emotionalRegulationScore',
        sections: [
          {
            title: 'Step one: separate the point from the heat',
            content:
              'Under the heat of most angry drafts is a legitimate point: a need, a boundary, a problem that must be fixed. Write that point in one calm sentence before you touch the draft. "I need the figures by Thursday so I can finish the report."\n\n' +
              'If you cannot write the point calmly yet, you are not ready to send. That is useful to know.',
          },
          {
            title: 'Step two: rewrite around the point',
            content:
              'Now rebuild the message around the calm sentence. Keep what supports it, drop what only carries heat. Replace absolutes with specifics ("the last two reports arrived late" instead of "you are always late").\n\n' +
              'Check the reading: intensity should drop toward balance, certainty should stay high for the point itself, and coherence should rise because every sentence now serves one purpose.',
          },
          {
            title: 'Step three: add one bridge',
            content:
              'Finally, add one sentence that bridges to the reader: an acknowledgement, an offer, or a shared goal. "I know you have a lot on; tell me if Thursday is not realistic."\n\n' +
              'The bridge is what turns a corrected message into one that repairs. It raises warmth without weakening the point.',
          },
        ],
        exercisePrompts: [
          'Take a heated message (real or invented). Write its point in one calm sentence, then a rewrite built around it with one bridging sentence.',
          'Which absolute in a recent draft of yours could you replace with a specific fact?',
        ],
      },
      {
        lessonKey: 'pressure-boundaries',
        title: 'Firm and Kind Boundaries',
        description: 'Say no clearly without going cold.',
        lessonType: 'practice',
        difficulty: 4,
        xpReward: 100,
        skill: 'socialSkillsScore',
        sections: [
          {
            title: 'The shape of a boundary',
            content:
              'A clear boundary has three parts: what you will or will not do, stated plainly; a brief reason if it helps; and what you can offer instead. "I can\'t take on the extra project this month. My current deadlines need my full attention. I could help scope it in March."\n\n' +
              'Over-explaining weakens boundaries. Long justifications lower certainty and invite negotiation. One reason is enough.',
          },
          {
            title: 'Staying warm',
            content:
              'Firmness and warmth are separate axes, so you can raise both. Warmth comes from appreciation ("thank you for thinking of me"), from the offer, and from avoiding blame.\n\n' +
              'Watch for the cold-certainty combination: a boundary with no warmth at all reads as rejection of the person, not the request. One warm sentence is usually enough to prevent that.',
          },
        ],
        exercisePrompts: [
          'Write a boundary you need to set, using the three parts: the no, a brief reason, and an offer.',
        ],
      },
      {
        lessonKey: 'pressure-repair',
        title: 'Repair After a Misstep',
        description: 'Apologise and reconnect when a message landed badly.',
        lessonType: 'reflection',
        difficulty: 3,
        xpReward: 85,
        skill: 'emotionalRegulationScore',
        sections: [
          {
            title: 'What makes an apology work',
            content:
              'An effective written apology names the specific thing, owns it without excuses, and acknowledges its effect on the reader: "My message yesterday was sharp, and I can see it came across as blaming you. I\'m sorry."\n\n' +
              '"Sorry if you were offended" fails on all three: it names nothing, owns nothing and shifts the problem to the reader\'s reaction. Readers feel the difference immediately.',
          },
          {
            title: 'Reconnecting',
            content:
              'After the apology, reconnect to the shared goal or relationship: "I want us to get this launch right together." This moves coherence up, because the message ends on what unites you rather than on the misstep.\n\n' +
              'Then let the reader respond in their own time. Repair is an invitation, not a demand for instant forgiveness. A follow-up that pressures for a reply undoes much of the good.',
          },
        ],
        exercisePrompts: [
          'Write an apology for a message that landed badly (real or imagined): name it, own it, acknowledge the effect, and reconnect.',
          'Reflect on a time someone apologised to you well. What did they write that made it work?',
        ],
      },
    ],
  },
];

/** Minutes per lesson: the module duration divided by its lesson count (spec surroundings §9). */
export function lessonMinutes(module: CurriculumModule): number {
  return Math.max(1, Math.round((module.estimatedDuration || DEFAULT_MODULE_MINUTES) / module.lessons.length));
}

const LESSONS = new Map(
  CURRICULUM.flatMap((m) => m.lessons.map((l) => [l.lessonKey, { module: m, lesson: l }] as const)),
);

/** A lesson and its module by key, or undefined. */
export function findLesson(lessonKey: string): { module: CurriculumModule; lesson: CurriculumLesson } | undefined {
  return LESSONS.get(lessonKey);
}

/** Every lesson in curriculum order, with its module. */
export function allLessons(): { module: CurriculumModule; lesson: CurriculumLesson }[] {
  return [...LESSONS.values()];
}

/** GET /api/learning/modules entry. */
export function presentModule(m: CurriculumModule): LearningModule {
  return {
    moduleKey: m.moduleKey,
    title: m.title,
    description: m.description,
    estimatedDuration: m.estimatedDuration,
    lessonCount: m.lessons.length,
  };
}

/** GET /api/learning/lessons entry: content and exercisePrompts as JSON text. */
export function presentLesson(m: CurriculumModule, l: CurriculumLesson): Lesson {
  return {
    lessonKey: l.lessonKey,
    moduleKey: m.moduleKey,
    title: l.title,
    description: l.description,
    lessonType: l.lessonType,
    difficulty: l.difficulty,
    xpReward: l.xpReward,
    content: JSON.stringify(l.sections),
    exercisePrompts: JSON.stringify(l.exercisePrompts),
  };
}

/** What the AI sees of a lesson. */
export function lessonBrief(m: CurriculumModule, l: CurriculumLesson): LessonBrief {
  return {
    lessonKey: l.lessonKey,
    moduleKey: m.moduleKey,
    title: l.title,
    skill: l.skill,
    difficulty: l.difficulty,
    estimatedTime: lessonMinutes(m),
  };
}
