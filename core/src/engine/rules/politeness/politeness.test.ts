import { describe, expect, it } from 'vitest';
import { findPolitenessStrategies, POLITENESS_STRATEGIES, type PolitenessStrategy } from './index';

/** Each strategy: a text that shows it (with the phrase expected) and a close text that does not. */
const TABLE: readonly [PolitenessStrategy, string, string, string][] = [
  ['gratitude', 'Thanks for fixing the header, I really appreciate it.', 'Thanks', 'You fixed the header.'],
  ['deference', 'Great question! The form is on page two.', 'Great question', 'The form is on page two.'],
  ['deference', 'Nice work on the map. Could you add a legend?', 'Nice work', 'Could you add a legend to the map?'],
  ['greeting', 'Hi Sam, is the draft ready?', 'Hi', 'Sam, is the draft ready? Say hi to Jo.'],
  ['greeting', 'Good morning! Is the room free?', 'Good morning', 'Is the room free this morning?'],
  ['apology', 'Sorry to bother you, where is the file?', 'Sorry', 'Where is the file?'],
  ['please', 'Could you please check the dates?', 'please', 'Could you check the dates?'],
  ['pleaseStart', 'Please check the dates.', 'Please', 'Could you please check the dates?'],
  ['indirectRequest', 'Could you take a look at the second paragraph?', 'Could you', 'Look at the second paragraph.'],
  ['byTheWay', 'By the way, the link is broken.', 'By the way', 'The link is broken, by all accounts.'],
  ['hedge', 'I think the date may be off.', 'think', 'The date is off.'],
  ['hedge', 'Perhaps we should wait.', 'Perhaps', 'We should wait.'],
  ['directQuestion', 'Why did you delete my section?', 'Why', 'Did you delete my section, and why?'],
  ['directStart', 'So what is the plan?', 'So', 'What is the plan, so to speak?'],
  ['directStart', 'But you said Friday.', 'But', 'You said Friday, but it moved.'],
  ['secondPersonStart', 'You forgot the attachment.', 'You', 'The attachment was forgotten.'],
  ['secondPerson', 'Did you see the report?', 'you', 'The report is out.'],
  ['firstPersonStart', 'I need the numbers by noon.', 'I', 'The numbers are needed by noon.'],
  ['firstPerson', 'Could you send me the numbers?', 'me', 'Could you send the numbers?'],
  ['firstPersonPlural', 'Can we move the call?', 'we', 'Can the call be moved?'],
  ['factuality', 'Actually, the source says 1912.', 'Actually', 'The source says 1912.'],
  ['factuality', 'In fact, nobody asked for that.', 'In fact', 'Nobody asked for that.'],
  ['counterfactualModal', 'It would help to have a summary.', 'would', 'It helps to have a summary.'],
  ['indicativeModal', 'Can you send it today?', 'Can you', 'Could you send it today?'],
  ['indicativeModal', 'Will you be at the meeting?', 'Will you', 'Would you be at the meeting?'],
  ['subjunctive', 'I was wondering if the table could be sorted.', 'was wondering', 'The table could be sorted.'],
  ['positiveLexicon', 'The new layout is wonderful.', 'wonderful', 'The new layout is in.'],
  ['negativeLexicon', 'This edit is terrible.', 'terrible', 'This edit is in.'],
  [
    'pointedQuestion',
    'Care to explain why the page is gone?',
    'Care to explain',
    'Can you explain why the page is gone?',
  ],
  ['pointedQuestion', 'Did you really need to revert everything?', 'Did you really', 'Did you need to revert it?'],
  ['pointedQuestion', 'What were you thinking?', 'What were you thinking', 'What do you think?'],
  ['pointedQuestion', 'Seriously? Again?', 'Seriously', 'I seriously considered it.'],
  ['imperative', 'The draft is late. Send it tonight.', 'Send', 'I will send it tonight.'],
];

const names = (text: string) => new Set(findPolitenessStrategies(text).map((m) => m.name));

describe('findPolitenessStrategies', () => {
  it.each(TABLE)('finds %s in "%s" at "%s", and not in "%s"', (name, positive, phrase, counter) => {
    const match = findPolitenessStrategies(positive).find((m) => m.name === name);
    expect(match?.phrase).toBe(phrase);
    expect(positive.slice(match!.start, match!.end)).toBe(phrase);
    expect(names(counter).has(name)).toBe(false);
  });

  it('has a positive example for every strategy it knows', () => {
    expect(new Set(TABLE.map(([name]) => name))).toEqual(new Set(POLITENESS_STRATEGIES));
  });

  it('reads a could or would that asks "you" as an indirect request, not a counterfactual', () => {
    expect(names('Would you check this?').has('counterfactualModal')).toBe(false);
    expect(names('Would you check this?').has('indirectRequest')).toBe(true);
  });

  it('keeps a phrase within its sentence', () => {
    expect(names('I could. You know it.').has('indirectRequest')).toBe(false);
  });

  it('reads curly apostrophes as straight ones', () => {
    expect(names('Why didn’t you ask?').has('pointedQuestion')).toBe(true);
  });

  it('finds nothing in an empty text', () => {
    expect(findPolitenessStrategies('')).toEqual([]);
  });
});
