/** Deterministic benchmark texts: realistic message prose built from a fixed seed. */

const SENTENCES = [
  'Thank you so much for getting back to me so quickly, I really appreciate it.',
  "I'm not sure the plan works for everyone, but maybe we can talk it through on Friday.",
  'Honestly I was furious when I read the email, and I still think it was unfair.',
  'We agreed on the timeline, so the next step is clear and I will send the draft tomorrow.',
  'Perhaps I misunderstood, although it seemed like you wanted a different approach.',
  'The report is attached. Please review it at your convenience.',
  'I miss you and I hope the new job is going well, take care of yourself.',
  'This is absolutely urgent: the server is down and customers are complaining!',
  "It's fine. Whatever works for the team, I guess.",
  'Today I felt calm for the first time in weeks, and the quiet walk helped me think.',
  'Because we planned ahead, everything fits together and the launch feels settled.',
  "I don't want to argue, but I can't keep pretending this doesn't hurt.",
];

/** A text of about `bytes` characters (ASCII, so characters are bytes). */
export function messageText(bytes: number, seed = 7): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state;
  };
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const sentence = SENTENCES[next() % SENTENCES.length]!;
    parts.push(sentence);
    length += sentence.length + 1;
  }
  return parts.join(' ').slice(0, bytes);
}
