import { describe, expect, it } from 'vitest';
import { slight } from './slight';

describe('slight', () => {
  it.each(['I', 'I am', 'did not', 'You your', 'so very', 'it', "I'm", 'by', 'will', 'myself', "it's", 'I’m'])(
    'finds "%s" too slight to show',
    (term) => {
      expect(slight(term)).toBe(true);
    },
  );

  it.each(['thanks', 'so happy', 'I love', 'the end', '', 'I  am', ' I', "I'm sorry", 'will you please'])(
    'shows "%s"',
    (term) => {
      expect(slight(term)).toBe(false);
    },
  );
});
