/**
 * The local engine's replies as a person meets them in Chromium, against the
 * real server with no model configured: the alternative text rewrites the
 * flagged phrases of a work email, the framed chat answers a phrasing question
 * (and differently when AI Response asks again), a feeling and a question about
 * the reading; Solo Echo reflects without numbers; a careful exercise answer
 * scores well and raises its skill. Each is photographed as it appears.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { englishProblems } from '@tonelens/core';
import { launchChromium, screenshot, type TestBrowser } from '../../e2e/support/chromium';
import { clickButton, enterText, recordToasts, waitForToast } from './analysis-support';
import { apiFromPage, clickText, signInFromLanding, startApp, type RunningApp } from './support/app';

const EMAIL = 'Per my last email, I need this by Friday. Please action immediately.';
const LONELY = 'I think I am lonelier than I let anyone see, even with the people closest to me.';
const DIALOG = '[role="dialog"]';

let app: RunningApp;
let chromium: TestBrowser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 1000 });
  await recordToasts(page);
  await signInFromLanding(page, app.url, { email: `grace-${Date.now()}@example.test`, name: 'Grace Hopper' });
});

afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

function texts(selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
}

async function chatReplies(count: number): Promise<string[]> {
  await page.waitForFunction(
    (d, n) => document.querySelectorAll(`${d} [data-testid="chat-ai"]`).length === n,
    { timeout: 30_000 },
    DIALOG,
    count,
  );
  return (await texts(`${DIALOG} [data-testid="chat-ai"] .tl-chat-msg__text`)).slice(-1);
}

async function say(message: string, count: number): Promise<string> {
  await page.type(`${DIALOG} textarea[aria-label="Message"]`, message);
  await page.keyboard.press('Enter');
  return (await chatReplies(count))[0]!;
}

describe.sequential('replies with no model configured', () => {
  it('rewrites the flagged phrases of a work email and answers the framed chat', async () => {
    await enterText(page, EMAIL);
    await clickButton(page, 'Generate Alternative Text');
    await waitForToast(page, 'Alternative Text Generated');
    await clickButton(page, 'Open Framed Text Interaction');
    await page.waitForSelector(`${DIALOG} [data-testid="framed-alternative"]`);
    const [alternative] = await texts(`${DIALOG} [data-testid="framed-alternative"]`);
    expect(alternative).not.toMatch(/per my last email|please action immediately/i);
    expect(alternative).toMatch(/I need this by Friday\./);
    expect(englishProblems(alternative!)).toEqual([]);
    await screenshot(page, 'replies-alternative');

    const phrasing = await say('How can I say this without sounding passive-aggressive?', 1);
    expect(phrasing).toMatch(/^(Try|You could say|Another way to put it): “/);
    await clickText(page, 'AI Response', `${DIALOG} button`);
    const [again] = await chatReplies(2);
    expect(again).not.toBe(phrasing);
    const feeling = await say('I feel really alone tonight', 3);
    expect(feeling).not.toMatch(/\d|warmth|certainty|intensity|coherence|tension/i);
    expect(feeling.match(/\?/g)).toHaveLength(1);
    const reading = await say('Why does it read as so cold?', 4);
    expect(reading).toMatch(/“[^”]+” (makes|make|pulls|pull)/);
    for (const reply of [phrasing, again, feeling, reading]) expect(englishProblems(reply!)).toEqual([]);
    await screenshot(page, 'replies-framed-chat');
    await page.keyboard.press('Escape');
  });

  it('reflects a feeling in the EchoRoom in plain words with one open question, differently when asked again', async () => {
    await clickText(page, 'Solo Echo', '.echo button');
    await page.type('.echo textarea', LONELY);
    await clickText(page, 'Send Echo', '.echo button');
    await page.waitForSelector('[data-testid="echo-reply"]', { timeout: 20_000 });
    const [reply] = await texts('[data-testid="echo-reply"]');
    expect(reply).toMatch(/lonel|alone/);
    expect(reply).not.toMatch(/\d|Tension|unsure/);
    expect(reply!.match(/\?/g)).toHaveLength(1);
    await screenshot(page, 'replies-echoroom');
    const again = await apiFromPage<{ resonantReply: string }>(page, 'POST', '/api/echoroom/analyse', {
      inputText: LONELY,
      echoMode: 'solo',
    });
    expect(again.body.resonantReply).not.toBe(reply);
  });

  it('scores a careful exercise answer well, explains it in one sentence and raises the skill it trains', async () => {
    await clickText(page, 'Learning Mode', '[role="tab"]');
    await page.waitForSelector('[data-testid="lesson"]', { timeout: 20_000 });
    const before = (await apiFromPage<{ selfAwarenessScore: number }>(page, 'GET', '/api/learning/profile')).body;
    await page.click('[data-testid="lesson"] button');
    await page.waitForSelector(`${DIALOG} #exercise-response`);
    await page.type(
      '#exercise-response',
      'I texted my sister: “Can you call me when you get a chance?” I meant it to feel relaxed and caring, because I only wanted to hear how her new job was going. A stranger might read it as worried, as if something bad had happened, since I gave no reason.',
    );
    await clickText(page, 'Submit Response', `${DIALOG} button`);
    await page.waitForSelector('[data-testid="exercise-score"]', { timeout: 20_000 });
    const score = Number((await texts('[data-testid="exercise-score"]'))[0]!.split('/')[0]);
    expect(score).toBeGreaterThanOrEqual(70);
    const [why] = await texts('.learn__feedback > p');
    expect(why!.match(/[.!?](\s|$)/g)).toHaveLength(1);
    expect(englishProblems(why!)).toEqual([]);
    await screenshot(page, 'replies-exercise');
    await clickText(page, 'Complete Lesson', `${DIALOG} button`);
    await page.waitForSelector('[data-testid="xp-earned"]', { timeout: 20_000 });
    const after = (await apiFromPage<{ selfAwarenessScore: number }>(page, 'GET', '/api/learning/profile')).body;
    expect(after.selfAwarenessScore).toBeGreaterThan(before.selfAwarenessScore);
    await page.waitForFunction(() => /\b1 lesson completed\b/.test(document.body.innerText));
  });
});
