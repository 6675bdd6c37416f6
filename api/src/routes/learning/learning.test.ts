import { IDEMPOTENCY_HEADER, schemas } from '@tonelens/core';
import { REPLAYED_HEADER } from '../deps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/dialects';
import { getTestServer, type TestServer } from '../../../test/server';
import type { SignedInClient } from '../../../test/sign-in';

describe.each(DIALECTS)('learning routes on %s', (dialect) => {
  let t: TestServer;
  let ada: SignedInClient;
  beforeAll(async () => {
    t = await getTestServer(dialect);
    ada = await t.signIn();
  });
  afterAll(async () => t?.close());

  async function json(method: string, path: string, body?: unknown) {
    const res = await ada.request(method, path, body);
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.json();
  }

  it('lists at least three modules, foundations first, each with at least four substantive lessons', async () => {
    const modules = schemas.moduleList.parse(await json('GET', '/api/learning/modules'));
    expect(modules.length).toBeGreaterThanOrEqual(3);
    expect(modules[0]!.moduleKey).toBe('foundations');
    for (const m of modules) {
      const lessons = schemas.lessonList.parse(await json('GET', `/api/learning/lessons?moduleKey=${m.moduleKey}`));
      expect(lessons.length).toBe(m.lessonCount);
      expect(lessons.length).toBeGreaterThanOrEqual(4);
      for (const lesson of lessons) {
        const sections = JSON.parse(lesson.content) as { title: string; content: string }[];
        expect(sections.length).toBeGreaterThanOrEqual(2);
        for (const s of sections) expect(s.content.split('\n\n').length).toBeGreaterThanOrEqual(2);
        expect((JSON.parse(lesson.exercisePrompts) as string[]).length).toBeGreaterThanOrEqual(1);
      }
    }
    const byDefault = schemas.lessonList.parse(await json('GET', '/api/learning/lessons'));
    expect(byDefault[0]!.moduleKey).toBe('foundations');
    expect((await ada.request('GET', '/api/learning/lessons?moduleKey=nope')).status).toBe(404);
  });

  it('starts a profile at defaults', async () => {
    const profile = schemas.learningProfile.parse(await json('GET', '/api/learning/profile'));
    expect(profile).toMatchObject({ totalXp: 0, lessonsCompleted: 0, currentStreak: 0, difficultyLevel: 1 });
  });

  it('moves a lesson through its states and adds its XP once', async () => {
    const [lesson] = schemas.lessonList.parse(await json('GET', '/api/learning/lessons'));
    const key = lesson!.lessonKey;
    const opened = schemas.progressUpdateResult.parse(
      await json('PATCH', `/api/learning/progress/${key}`, {
        status: 'in_progress',
        lastAccessedAt: new Date().toISOString(),
      }),
    );
    expect(opened).toMatchObject({ status: 'in_progress', attempts: 0, xpEarned: 0, completedAt: null });

    const done = schemas.progressUpdateResult.parse(
      await json('PATCH', `/api/learning/progress/${key}`, {
        status: 'completed',
        completedAt: new Date().toISOString(),
        attempts: 1,
      }),
    );
    expect(done).toMatchObject({ status: 'completed', attempts: 1, xpEarned: lesson!.xpReward });
    expect(done.completedAt).not.toBeNull();

    const again = schemas.progressUpdateResult.parse(
      await json('PATCH', `/api/learning/progress/${key}`, { status: 'completed', attempts: 2 }),
    );
    expect(again).toMatchObject({ status: 'completed', attempts: 2, xpEarned: 0, completedAt: done.completedAt });

    const reopened = schemas.progressUpdateResult.parse(
      await json('PATCH', `/api/learning/progress/${key}`, { status: 'in_progress' }),
    );
    expect(reopened.status).toBe('completed');

    const back = await ada.request('PATCH', `/api/learning/progress/${key}`, { status: 'not_started' });
    expect(back.status).toBe(409);

    const profile = schemas.learningProfile.parse(await json('GET', '/api/learning/profile'));
    expect(profile).toMatchObject({ totalXp: lesson!.xpReward, lessonsCompleted: 1, currentStreak: 1 });
    const progress = schemas.progressList.parse(await json('GET', '/api/learning/progress'));
    expect(progress).toHaveLength(1);
    expect(
      (await ada.request('PATCH', '/api/learning/progress/no-such-lesson', { status: 'in_progress' })).status,
    ).toBe(404);
  });

  it('adds the XP once even when the same completion arrives many times at once', async () => {
    const lessons = schemas.lessonList.parse(await json('GET', '/api/learning/lessons'));
    const lesson = lessons[1]!;
    const before = schemas.learningProfile.parse(await json('GET', '/api/learning/profile'));
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        ada.request('PATCH', `/api/learning/progress/${lesson.lessonKey}`, { status: 'completed' }),
      ),
    );
    const earned = await Promise.all(
      results.map(async (r) => schemas.progressUpdateResult.parse(await r.json()).xpEarned),
    );
    expect(earned.filter((x) => x > 0)).toEqual([lesson.xpReward]);
    const after = schemas.learningProfile.parse(await json('GET', '/api/learning/profile'));
    expect(after.totalXp - before.totalXp).toBe(lesson.xpReward);
  });

  it('scores an exercise, flags low agency, and moves the lesson’s skill score with the result', async () => {
    const [lesson] = schemas.lessonList.parse(await json('GET', '/api/learning/lessons'));
    const prompt = (JSON.parse(lesson!.exercisePrompts) as string[])[0]!;
    const before = schemas.learningProfile.parse(await json('GET', '/api/learning/profile'));
    const strong = schemas.exerciseResult.parse(
      await json('POST', '/api/learning/exercise', {
        lessonKey: lesson!.lessonKey,
        exerciseType: 'reflection',
        promptText: prompt,
        userResponse:
          'I sent my sister a short message saying "fine, whatever works". I meant it as relaxed, but I notice it could read as cold, because it has no warmth and sounds like I gave up on the plan. A stranger might think I was annoyed. I feel it would land better if I said thank you for organising it and that I am glad we are meeting.',
      }),
    );
    expect(strong.source).toBe('local');
    expect(strong.score).toBeGreaterThan(60);
    const afterStrong = schemas.learningProfile.parse(await json('GET', '/api/learning/profile'));
    expect(afterStrong.selfAwarenessScore).toBeGreaterThan(before.selfAwarenessScore);
    expect(strong.enhancedAnalysis.strengthsIdentified.length).toBeGreaterThan(0);

    const weak = schemas.exerciseResult.parse(
      await json('POST', '/api/learning/exercise', {
        lessonKey: lesson!.lessonKey,
        exerciseType: 'reflection',
        promptText: prompt,
        userResponse: 'There is no point, nothing I can do about it.',
      }),
    );
    expect(weak.score).toBeLessThan(strong.score);
    expect(weak.enhancedAnalysis.safetyFlags.lowAgency).toBe(true);
    expect(weak.enhancedAnalysis.gentlePrompts.length).toBeGreaterThan(0);

    const after = schemas.learningProfile.parse(await json('GET', '/api/learning/profile'));
    // A weaker answer never lowers the skill score the stronger one raised.
    expect(after.selfAwarenessScore).toBe(afterStrong.selfAwarenessScore);
    expect(after.empathyScore).toBe(before.empathyScore);

    const blank = await ada.request('POST', '/api/learning/exercise', {
      lessonKey: lesson!.lessonKey,
      exerciseType: 'reflection',
      promptText: prompt,
      userResponse: '   ',
    });
    expect(blank.status).toBe(400);
  });

  it('stores an exercise sent again with the same Idempotency-Key once, answering the first result', async () => {
    const [lesson] = schemas.lessonList.parse(await json('GET', '/api/learning/lessons'));
    const body = {
      lessonKey: lesson!.lessonKey,
      exerciseType: 'reflection',
      promptText: 'Describe a message.',
      userResponse: 'I noticed my reply sounded short because I was rushing, and I would add a thank you next time.',
    };
    const key = `exercise-${Math.random()}`;
    const { ExerciseResult } = t.built.db.models;
    const userId = ((await json('GET', '/api/auth/user')) as { id: number }).id;
    const before = await ExerciseResult.count({ where: { userId } });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        ada.request('POST', '/api/learning/exercise', body, { [IDEMPOTENCY_HEADER]: key }),
      ),
    );
    const again = await ada.request('POST', '/api/learning/exercise', body, { [IDEMPOTENCY_HEADER]: key });
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    const results = await Promise.all(
      [...answers, again].map(async (r) => schemas.exerciseResult.parse(await r.json())),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await ExerciseResult.count({ where: { userId } })).toBe(before + 1);
  });

  it('generates recommendations that point at lessons not yet completed', async () => {
    const recs = schemas.recommendationList.parse(await json('POST', '/api/learning/generate-recommendations'));
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.map((r) => r.priority)).toEqual([...recs.map((r) => r.priority)].sort((a, b) => b - a));
    expect(recs[0]!.title).not.toMatch(/What Tone Is/);
    const stored = schemas.recommendationList.parse(await json('GET', '/api/learning/recommendations'));
    expect(stored).toEqual(recs);
  });
});
