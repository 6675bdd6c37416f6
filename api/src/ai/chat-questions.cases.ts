/**
 * Realistic questions people ask the framed chat about a text, with the
 * texts they ask about: a hurt message, a curt reply, a sarcastic one, a
 * demanding email and a warm thank-you.
 */
import type { ChatAim } from './tone-chat';

export const CHAT_TEXTS = {
  hurt: "I waited for you at the restaurant for an hour on Friday. You didn't even call. I guess I'm not a priority for you anymore.",
  curt: 'Fine. Do whatever you want.',
  sarcastic: 'Oh great, another meeting that could have been an email. Thanks for nothing, Dave.',
  demanding: 'Send me the Q3 report by 5pm today. I need you to fix the errors in the budget ASAP. No excuses.',
  thanks: 'Thank you so much for covering my shift on Saturday, Maria. I really appreciate it, and I owe you one!',
} as const;

/** Which text a question is about. */
export type ChatText = keyof typeof CHAT_TEXTS;

/** What a question asks for, and so what its answer must contain. */
export type ChatExpectation =
  | { kind: 'yes-no'; answer: 'Yes' | 'No' }
  | { kind: 'make'; aim: ChatAim }
  | { kind: 'feel' }
  | { kind: 'why' }
  | { kind: 'instead' }
  | { kind: 'send'; answer: 'Yes' | 'Not as it is' }
  | { kind: 'clarify' };

export const CHAT_QUESTIONS: readonly (readonly [string, ChatText, ChatExpectation])[] = [
  // Is it too …?
  ['Is this too blunt for my manager?', 'demanding', { kind: 'yes-no', answer: 'Yes' }],
  ['Is it too blunt?', 'curt', { kind: 'yes-no', answer: 'Yes' }],
  ['Does this come across as too cold for my partner?', 'curt', { kind: 'yes-no', answer: 'Yes' }],
  ['is it too harsh for my boss', 'sarcastic', { kind: 'yes-no', answer: 'Yes' }],
  ['Will Dave find this passive-aggressive?', 'sarcastic', { kind: 'yes-no', answer: 'Yes' }],
  ['Does it sound too pushy for a client?', 'demanding', { kind: 'yes-no', answer: 'Yes' }],
  ['Is this too blunt for my friend?', 'thanks', { kind: 'yes-no', answer: 'No' }],
  ['Is it too formal for my team?', 'thanks', { kind: 'yes-no', answer: 'No' }],
  ['Is it too long for my boss?', 'curt', { kind: 'yes-no', answer: 'No' }],
  ['Is this too cold?', 'thanks', { kind: 'yes-no', answer: 'No' }],
  ['Am I being too aggressive here?', 'demanding', { kind: 'yes-no', answer: 'Yes' }],
  ['Is it rude?', 'curt', { kind: 'yes-no', answer: 'Yes' }],
  ['Would my boss think this is rude?', 'demanding', { kind: 'yes-no', answer: 'Yes' }],
  ['Will my coworker think I am angry?', 'thanks', { kind: 'yes-no', answer: 'No' }],
  ['Does it sound cold?', 'curt', { kind: 'yes-no', answer: 'Yes' }],
  ['be honest, is it too long?', 'thanks', { kind: 'yes-no', answer: 'No' }],
  // Can I send it?
  ['Is it ok to send this to my landlord?', 'demanding', { kind: 'send', answer: 'Not as it is' }],
  ['Can I send this?', 'thanks', { kind: 'send', answer: 'Yes' }],
  ['Is this fine to send to my sister?', 'sarcastic', { kind: 'send', answer: 'Not as it is' }],
  // Make it …
  ['Make it warmer', 'curt', { kind: 'make', aim: 'warmer' }],
  ['Can you make it warmer please?', 'demanding', { kind: 'make', aim: 'warmer' }],
  ['make this friendlier', 'sarcastic', { kind: 'make', aim: 'warmer' }],
  ['Could you make it less harsh?', 'hurt', { kind: 'make', aim: 'warmer' }],
  ['Make it firmer.', 'hurt', { kind: 'make', aim: 'firmer' }],
  ['Can it be more assertive?', 'thanks', { kind: 'make', aim: 'firmer' }],
  ['Make it shorter', 'hurt', { kind: 'make', aim: 'shorter' }],
  ['Can you make this more concise?', 'demanding', { kind: 'make', aim: 'shorter' }],
  ['Make it more formal', 'thanks', { kind: 'make', aim: 'formal' }],
  ['Rewrite it to sound more professional', 'sarcastic', { kind: 'make', aim: 'formal' }],
  ['make it more formal for HR', 'demanding', { kind: 'make', aim: 'formal' }],
  ['Can you soften it?', 'demanding', { kind: 'make', aim: 'warmer' }],
  ['tone it down please', 'sarcastic', { kind: 'make', aim: 'calmer' }],
  ['Could you shorten it?', 'hurt', { kind: 'make', aim: 'shorter' }],
  // What will they feel?
  ['What will they feel when they read this?', 'hurt', { kind: 'feel' }],
  ['How will my manager feel reading this?', 'demanding', { kind: 'feel' }],
  ['How will Maria take it?', 'thanks', { kind: 'feel' }],
  ['How is this going to land?', 'curt', { kind: 'feel' }],
  ['how would she react to this?', 'hurt', { kind: 'feel' }],
  ['What will Dave think?', 'sarcastic', { kind: 'feel' }],
  // Why this tone?
  ['Why this tone?', 'sarcastic', { kind: 'why' }],
  ['Why does it say curt?', 'curt', { kind: 'why' }],
  ['Why is it labelled demanding?', 'demanding', { kind: 'why' }],
  ['What makes it sound hurt?', 'hurt', { kind: 'why' }],
  // What should I say instead?
  ['What should I say instead?', 'curt', { kind: 'instead' }],
  ['What should I write instead?', 'sarcastic', { kind: 'instead' }],
  ['Give me a better version', 'demanding', { kind: 'instead' }],
  ['what would you send instead', 'hurt', { kind: 'instead' }],
  ['what do I say instead', 'sarcastic', { kind: 'instead' }],
  // Unclear: one clarifying question.
  ['hmm', 'curt', { kind: 'clarify' }],
  ['help', 'demanding', { kind: 'clarify' }],
  ['Not sure about this one', 'thanks', { kind: 'clarify' }],
];
