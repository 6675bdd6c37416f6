// @vitest-environment jsdom
import { tone as TONE_WORDS } from '@tonelens/web/i18n/locales/en.json';
import { describe, expect, it } from 'vitest';
import {
  TONE_FAMILY_LOOK,
  analyseSpectral,
  entrySpectralValue,
  readsTense,
  readTone,
  tensionReasons,
  toneColour,
  toneNameOf,
  toneVerdict,
} from '@tonelens/core';
import { chipReading } from './chip-reading';
import { editingHost, fieldElement, fieldKind, fieldText, isSensitiveField, selectedText } from './chip-logic';

function html(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

describe('fieldKind', () => {
  it('gives a chip to a textarea', () => {
    html('<textarea id="t"></textarea>');
    expect(fieldKind(document.getElementById('t'))).toBe('textarea');
  });

  it('gives a chip to a contenteditable region, also when the focus is on an element inside it', () => {
    html('<div id="host" contenteditable="true"><p id="inner">Hi</p></div>');
    expect(fieldKind(document.getElementById('host'))).toBe('contenteditable');
    expect(fieldKind(document.getElementById('inner'))).toBe('contenteditable');
    expect(fieldElement(document.getElementById('inner')!).id).toBe('host');
  });

  it('never gives a chip to an input: password, card number or plain text', () => {
    html('<input id="pw" type="password"><input id="cc" autocomplete="cc-number"><input id="plain" type="text">');
    for (const id of ['pw', 'cc', 'plain']) expect(fieldKind(document.getElementById(id))).toBeNull();
  });

  it.each([
    '<textarea id="x" autocomplete="cc-number"></textarea>',
    '<textarea id="x" autocomplete="new-password"></textarea>',
    '<textarea id="x" name="card_number"></textarea>',
    '<textarea id="x" aria-label="Credit card"></textarea>',
    '<textarea id="x" placeholder="CVV"></textarea>',
    '<div id="x" contenteditable="true" aria-label="Password hint"></div>',
    '<textarea id="x" disabled></textarea>',
    '<textarea id="x" readonly></textarea>',
    '<div data-tonelens="off"><textarea id="x"></textarea></div>',
    '<div id="x" contenteditable="false"></div>',
    '<div id="x"></div>',
  ])('gives no chip to %s', (markup) => {
    html(markup);
    expect(fieldKind(document.getElementById('x'))).toBeNull();
  });

  it('returns null for nothing', () => {
    expect(fieldKind(null)).toBeNull();
  });
});

describe('isSensitiveField', () => {
  it('does not flag ordinary message boxes', () => {
    html('<textarea id="m" name="message" placeholder="Write a reply"></textarea>');
    expect(isSensitiveField(document.getElementById('m')!)).toBe(false);
  });
});

describe('editingHost', () => {
  it('is the outermost editable element', () => {
    html('<div id="outer" contenteditable><div contenteditable="true"><span id="s">x</span></div></div>');
    expect(editingHost(document.getElementById('s')!)?.id).toBe('outer');
  });
});

describe('fieldText', () => {
  it('reads a textarea’s value and a contenteditable’s text', () => {
    html('<textarea id="t"></textarea><div id="c" contenteditable><p>One</p><p>Two</p></div>');
    (document.getElementById('t') as HTMLTextAreaElement).value = 'typed';
    expect(fieldText(document.getElementById('t')!)).toBe('typed');
    expect(fieldText(document.getElementById('c')!)).toBe('OneTwo');
  });
});

describe('selectedText', () => {
  it('reads the selection inside the focused textarea', () => {
    html('<textarea id="t">Hello there friend</textarea>');
    const area = document.getElementById('t') as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(6, 11);
    expect(selectedText(document)).toBe('there');
  });
});

describe('chipReading', () => {
  it('shows nothing for text too short to read', () => {
    expect(chipReading('  hi ')).toBeNull();
  });

  it('shows the tone name every screen shows, in its family’s colour and icon', () => {
    const text = 'Thank you so much, this made my day.';
    const reading = chipReading(text)!;
    const name = toneNameOf(readTone(text));
    expect(name.id).toBe('grateful');
    expect(reading.name).toBe(name.label);
    expect(reading.colour).toBe(TONE_FAMILY_LOOK[name.family].colour);
    expect(reading.icon).toBe(TONE_FAMILY_LOOK[name.family].icon);
    expect(reading.label).toContain(`${name.label} tone`);
    expect(reading.band).toBe(toneColour(entrySpectralValue(analyseSpectral(text))).label);
  });

  it('tells the same verdict as the analyser', () => {
    for (const text of ['The meeting is at ten.', 'Maybe, perhaps, I am not sure, possibly unclear, I guess.']) {
      const whole = readTone(text);
      const name = toneNameOf(whole);
      const reading = chipReading(text)!;
      expect(reading.verdict).toEqual(
        toneVerdict(name, tensionReasons(whole.axes).length, readsTense(whole.axes, undefined, name.family)),
      );
      expect(reading.label).toContain(reading.verdict.text);
    }
  });

  it('marks tension, with its reason in the label, when the local rules detect it', () => {
    const reading = chipReading('Maybe, perhaps, I am not sure, possibly unclear, it might be, I guess, unsure.')!;
    expect(reading.tension.length).toBeGreaterThan(0);
    expect(reading.label).toContain('Tension');
    const calm = chipReading('The meeting is at ten.')!;
    expect(calm.tension).toEqual([]);
    expect(calm.label).not.toContain('Tension');
  });

  it('says what the tone does and the phrases behind it, in the result card’s words and order', () => {
    const text = 'Oh great, another meeting that could have been an email.';
    const label = chipReading(text)!.label;
    const name = toneNameOf(readTone(text));
    const parts = [`${name.label} tone`, TONE_WORDS.names[name.id].meaning, '“Oh great” — reads as sarcastic.'];
    for (const part of parts) expect(label).toContain(part);
    expect(parts.map((part) => label.indexOf(part))).toEqual(
      [...parts.map((part) => label.indexOf(part))].sort((a, b) => a - b),
    );
    expect(label).not.toMatch(/\s{2}/);
    // With no phrase behind the tone, no gap is left.
    expect(chipReading('The meeting is at ten.')!.label).not.toMatch(/\s{2}/);
  });

  it('lists the tones of a phrase in the chip’s language, whichever language asked before', () => {
    const text = 'Congratulations on the promotion, it is well deserved!';
    const listed = (language: 'en' | 'es') => chipReading(text, language)!.phrases.join(' ');
    for (let round = 0; round < 2; round++) {
      expect(listed('es')).toMatch(/ y /);
      expect(listed('es')).not.toMatch(/ and /);
      expect(listed('en')).toMatch(/ and /);
      expect(listed('en')).not.toMatch(/ y /);
    }
  });
});
