/** Realistic inputs for the local replies' table-driven tests: emails, chats, journal lines, reviews and requests for help. */

/** One input and what a reply to it must do. */
export interface ReplyCase {
  kind: 'email' | 'chat' | 'journal' | 'review' | 'help';
  text: string;
  /** Phrases a rewrite must no longer contain (case-insensitive). */
  mustChange?: string[];
  /** Text that must stay exactly where it is (greetings, names, sign-offs). */
  keep?: string[];
  /** True when the text needs no rewording: the rewrite says so instead. */
  fine?: boolean;
}

export const REPLY_CASES: readonly ReplyCase[] = [
  {
    kind: 'email',
    text: 'Per my last email, I need this by Friday. Please action immediately.',
    mustChange: ['per my last email', 'please action immediately'],
  },
  {
    kind: 'email',
    text: 'Hi Sam,\n\nPer my last email, I need the figures by Friday. Please action immediately.\n\nThanks,\nAlex',
    mustChange: ['per my last email', 'please action immediately'],
    keep: ['Hi Sam,\n\n', '\n\nThanks,\nAlex'],
  },
  {
    kind: 'email',
    text: 'Dear Ms Patel,\nAs I already said, the invoice is wrong. This is unacceptable.\nRegards,\nTom Hughes',
    mustChange: ['as I already said', 'unacceptable'],
    keep: ['Dear Ms Patel,\n', '\nRegards,\nTom Hughes'],
  },
  {
    kind: 'email',
    text: 'Hello team, the deploy is URGENT and needs to go out ASAP!!! Best, Priya',
    mustChange: ['URGENT', 'ASAP', '!!!'],
    keep: ['Hello team, ', 'Best, Priya'],
  },
  {
    kind: 'email',
    text: 'Hi Jordan, I need you to send the contract today. Cheers, Mia',
    mustChange: ['I need you to'],
    keep: ['Hi Jordan, ', 'Cheers, Mia'],
  },
  {
    kind: 'email',
    text: 'With all due respect, your plan is ridiculous and the numbers are useless.',
    mustChange: ['with all due respect', 'ridiculous', 'useless'],
  },
  {
    kind: 'email',
    text: 'For the third time, please action this now. The client is furious.',
    mustChange: ['for the third time', 'please action this now', 'furious'],
  },
  {
    kind: 'email',
    text: 'Obviously, the report should have been finished last week. You must fix it today.',
    mustChange: ['obviously', 'you must'],
  },
  {
    kind: 'email',
    text: 'Hi Lee,\nThanks for sending the agenda. See you on Tuesday at ten.\nBest,\nRosa',
    fine: true,
  },
  { kind: 'email', text: 'The meeting is moved to 3 pm in room 4.', fine: true },
  {
    kind: 'chat',
    text: 'You ALWAYS ignore me!!! This is stupid and I hate it.',
    mustChange: ['ALWAYS', '!!!', 'stupid', 'hate'],
  },
  { kind: 'chat', text: 'you never listen to a word I say', mustChange: ['you never'] },
  { kind: 'chat', text: 'Shut up, I am trying to think.', mustChange: ['shut up'] },
  {
    kind: 'chat',
    text: 'I was wondering if maybe we could sort of meet up this weekend, I guess.',
    mustChange: ['I was wondering if', 'sort of', 'I guess'],
  },
  {
    kind: 'chat',
    text: 'Maybe we could get pizza tonight, if that is okay.',
    mustChange: ['maybe we could', 'if that is okay'],
  },
  { kind: 'chat', text: 'Thanks so much for dinner, it was lovely to see you both.', fine: true },
  { kind: 'chat', text: 'Running ten minutes late, see you at the station.', fine: true },
  { kind: 'chat', text: 'Obviously you forgot again. Whatever.', mustChange: ['obviously'] },
  { kind: 'chat', text: 'That is absolutely terrible news and I am extremely upset.', mustChange: ['terrible'] },
  { kind: 'chat', text: 'Call me right away, it is urgent.', mustChange: ['right away', 'urgent'] },
  {
    kind: 'journal',
    text: 'Everyone here seems to have someone and I never do. I feel so alone tonight.',
    fine: true,
  },
  { kind: 'journal', text: 'I think I am lonelier than I let anyone see.', fine: true },
  {
    kind: 'journal',
    text: 'Today was good. I walked by the river and felt calm for the first time in weeks.',
    fine: true,
  },
  {
    kind: 'journal',
    text: 'I hate how I snapped at Sam today. It was a horrible thing to say.',
    mustChange: ['hate', 'horrible'],
  },
  {
    kind: 'journal',
    text: 'Work was awful again and I am furious with myself for staying so late.',
    mustChange: ['awful', 'furious'],
  },
  { kind: 'journal', text: 'I miss my dad. Some days it still catches me off guard.', fine: true },
  {
    kind: 'journal',
    text: 'I guess I kind of know what I want, maybe, but I am not sure how to say it.',
    mustChange: ['kind of', 'maybe'],
  },
  {
    kind: 'review',
    text: 'The food was disgusting and the service was pathetic. Never again.',
    mustChange: ['disgusting', 'pathetic'],
  },
  {
    kind: 'review',
    text: 'Absolutely the worst hotel. The staff were rude and the room was awful!!',
    mustChange: ['awful', '!!'],
  },
  {
    kind: 'review',
    text: 'Lovely little cafe, friendly staff and great coffee. We will be back.',
    fine: true,
  },
  {
    kind: 'review',
    text: 'The app is useless. It crashes every time I open it and support is stupid.',
    mustChange: ['useless', 'stupid'],
  },
  {
    kind: 'review',
    text: 'Delivery took two weeks, which is unacceptable for an urgent order.',
    mustChange: ['unacceptable', 'urgent'],
  },
  { kind: 'review', text: 'Solid boots. They fit well and kept my feet dry on a long walk.', fine: true },
  {
    kind: 'help',
    text: 'I need help ASAP, my laptop will not turn on and I have a deadline.',
    mustChange: ['ASAP'],
  },
  {
    kind: 'help',
    text: 'I was just wondering if you could possibly look at my CV, if that is okay.',
    mustChange: ['I was just wondering if you could', 'if that is okay'],
  },
  {
    kind: 'help',
    text: 'Sorry to bother you, but could you maybe explain the form again?',
    mustChange: ['maybe'],
  },
  {
    kind: 'help',
    text: 'Nobody on this forum ever answers. You guys always ignore beginners.',
    mustChange: ['always'],
  },
  { kind: 'help', text: 'How do I reset my password? The link in the email has expired.', fine: true },
  {
    kind: 'help',
    text: 'Hi, my order has not arrived and I need it urgently. Please action immediately. Thanks, Omar',
    mustChange: ['urgently', 'please action immediately'],
    keep: ['Hi, ', 'Thanks, Omar'],
  },
  {
    kind: 'help',
    text: 'Can someone explain this error? I feel really stupid for not getting it.',
    fine: true,
  },
  {
    kind: 'email',
    text: 'Hey Chris,\nJust so you know, I definitely told you about the deadline. You never read my messages.\nSam',
    mustChange: ['you never'],
    keep: ['Hey Chris,\n'],
  },
  {
    kind: 'chat',
    text: 'no offense but your playlist is kind of terrible lol',
    mustChange: ['no offense but', 'terrible'],
  },
];
