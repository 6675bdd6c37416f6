/**
 * Notices: the formulas of a message that passes on information rather than feeling ("Please note
 * that the office will be closed", "Reminder: timesheets are due by 5pm", "the meeting has moved to
 * Thursday"). Their "please", greeting and care are the manners of the form: a text that carries one
 * reads steady unless a feeling of its own is clear. Two kinds:
 * - pointer: words that point the reader to information ("please note", "please see the attached",
 *   "please find enclosed", "please be advised", "FYI", "a gentle reminder that", "Reminder:");
 * - schedule: a change or a fixed time of something planned ("has moved to", "has been postponed
 *   until", "is due by", "will be closed", "closes early", "confirm your attendance").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of notice formula. */
export type NoticeKind = 'pointer' | 'schedule';

/** The notice patterns, one family per kind. */
export const NOTICE_PATTERNS: readonly CuePattern<NoticeKind>[] = [
  {
    kind: 'pointer',
    pattern:
      /\bplease (?:note(?= that\b|\s*:| the\b| our\b| we\b)|see (?:the )?(?:attached|enclosed|below)|find (?:attached|enclosed|below)|be advised)\b|\b(?:for your information|fyi)\b|(?:^|\b(?:a|just a|this is a)\s+)(?:(?:gentle|friendly|quick|kind)\s+)?reminder\b(?=\s*:|\s+that\b|\s+to\b)/gim,
  },
  {
    kind: 'schedule',
    pattern:
      /\b(?:has|have) (?:been )?(?:moved|rescheduled|postponed|brought forward|changed|pushed back) (?:to|until|till)\b|\b(?:is|are) (?:now )?due (?:by|on|at|before)\b|\bwill be (?:closed|shut|open|held|cancelled|canceled) (?:on|from|until|for|at|today|tomorrow)\b|\b(?:closes|opens|starts|finishes) (?:early|late|at \d)|\bconfirm your (?:attendance|place|booking|spot|seat)\b/gi,
  },
];

/** The notice formulas of `text`, in text order. */
export function findNotice(text: string): Cue<NoticeKind>[] {
  return findCues(text, NOTICE_PATTERNS);
}
