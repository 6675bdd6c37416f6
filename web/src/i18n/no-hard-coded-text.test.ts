/**
 * The sweep: no user-visible English typed straight into a component. Every
 * .tsx file of the web app and of the extension's entrypoints is parsed, and
 * each JSX text node and each string given to an attribute a person reads
 * (aria-label, title, placeholder, label …) must hold no words, only names
 * that stay the same in every language.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['web/src', 'extension/entrypoints'];
/** Attributes whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'label',
  'description',
  'content',
  'trigger',
  'what',
  'alt',
  'closeLabel',
]);
/** Words that are the same in every language: the product's name and units. */
const NAMES = /\b(ToneLens|EchoRoom|XP|Hz|404)\b/g;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !/\.(test|e2e)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** True when a text holds a word once the shared names are taken out. */
function hasWords(text: string): boolean {
  return /[A-Za-z]{2,}/.test(text.replace(NAMES, ''));
}

/** The hard-coded texts of one file, as "file:line text". */
function hardCoded(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(ROOT, path)}:${line + 1} ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && hasWords(value.text)) report(node, value.text);
      if (ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)) {
        if (hasWords(value.expression.text)) report(node, value.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the components', () => {
  it('type no user-visible words: every text comes from the message catalogues', () => {
    const files = SCANNED.flatMap((dir) => tsxFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(hardCoded)).toEqual([]);
  });
});
