/** Learning mode against the real API: open → in_progress, exercise, Complete Lesson → completed and XP. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, recommendationVariant, type LearningProfile, type Progress } from '@tonelens/core';
import { withApi, type ScreenApi } from '../analyser/test-api';
import { freshPerson } from './test-person';
import { LearningMode } from './learning-mode';

let api: ScreenApi;
beforeAll(async () => {
  api = await freshPerson('learner');
});

async function read<T>(path: string): Promise<T> {
  return (await (await api.request('GET', path)).json()) as T;
}

describe('LearningMode', () => {
  it('opens a lesson (in_progress), requires a response, scores it, and completes it for XP', async () => {
    const before = await read<LearningProfile>('/api/learning/profile');
    render(withApi(api, <LearningMode />));

    // The default module's lessons, with the time estimate = module duration / lesson count.
    const lessons = await screen.findAllByTestId('lesson', {}, { timeout: 10_000 });
    expect(lessons.length).toBeGreaterThanOrEqual(4);
    const modules = await read<{ moduleKey: string; estimatedDuration: number }[]>('/api/learning/modules');
    const foundations = modules.find((m) => m.moduleKey === 'foundations')!;
    expect(lessons[0]!.textContent).toContain(`${Math.round(foundations.estimatedDuration / lessons.length)} min`);
    expect(screen.getByTestId('total-xp').textContent).toBe(String(before.totalXp));

    // Pick a lesson not yet completed by this person.
    const progressBefore = await read<Progress[]>('/api/learning/progress');
    const row = lessons.find((l) => within(l).getByTestId('lesson-status').textContent !== 'Completed')!;
    const title = row.querySelector('.learn__lesson-title')!.textContent!;
    fireEvent.click(
      within(row).getByRole('button', { name: (n) => /^(Start|Continue) /.test(n) && n.endsWith(title) }),
    );

    const dialog = await screen.findByRole('dialog', { name: title });
    const patch = await waitFor(() => {
      const r = api.requests.find((q) => q.method === 'PATCH');
      expect(r).toBeTruthy();
      return r!;
    });
    const lessonKey = decodeURIComponent(patch.path.split('/').pop()!);
    expect(patch.body).toMatchObject({ status: 'in_progress' });
    await waitFor(async () => {
      const progress = await read<Progress[]>('/api/learning/progress');
      expect(progress.find((p) => p.lessonKey === lessonKey)?.status).toBe('in_progress');
    });
    const attemptsBefore = progressBefore.find((p) => p.lessonKey === lessonKey)?.attempts ?? 0;

    // Content sections and the exercise.
    expect(within(dialog).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
    const submit = within(dialog).getByRole('button', { name: 'Submit Response' }) as HTMLButtonElement;
    const box = within(dialog).getByLabelText('Your response');
    expect(submit.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await screen.findByText(MESSAGES.responseRequired.description!);
    expect(api.requests.some((r) => r.path === '/api/learning/exercise')).toBe(false);

    fireEvent.change(box, {
      target: {
        value:
          'When my friend cancelled again I felt disappointed, and I told her kindly that I miss our time together and would love to plan something we can both keep.',
      },
    });
    fireEvent.click(submit);
    const score = await within(dialog).findByTestId('exercise-score', {}, { timeout: 10_000 });
    expect(score.textContent).toMatch(/^\d{1,3}\/100$/);
    expect(api.requests.find((r) => r.path === '/api/learning/exercise')?.body).toMatchObject({ lessonKey });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Lesson' }));
    const earned = await screen.findByTestId('xp-earned', {}, { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    const complete = api.requests.filter((q) => q.method === 'PATCH').at(-1)!;
    expect(complete.body).toMatchObject({ status: 'completed', attempts: attemptsBefore + 1 });
    expect(typeof (complete.body as { completedAt?: string }).completedAt).toBe('string');

    const after = await read<LearningProfile>('/api/learning/profile');
    const gained = after.totalXp - before.totalXp;
    expect(gained).toBeGreaterThan(0);
    expect(earned.textContent).toContain(`${gained} XP`);
    await waitFor(() => expect(screen.getByTestId('total-xp').textContent).toBe(String(after.totalXp)));
    const progress = await read<Progress[]>('/api/learning/progress');
    expect(progress.find((p) => p.lessonKey === lessonKey)).toMatchObject({
      status: 'completed',
      attempts: attemptsBefore + 1,
    });
  });

  it('generates recommendations and badges them by priority', async () => {
    render(withApi(api, <LearningMode />));
    const generate = await screen.findByRole('button', { name: /Generate Recommendations/ }, { timeout: 10_000 });
    fireEvent.click(generate);
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/learning/generate-recommendations')).toBe(true),
    );
    const badge = await screen.findAllByText(/^(Start here|Next|When you have time)$/, {}, { timeout: 10_000 });
    const saved = (await (await api.request('GET', '/api/learning/recommendations')).json()) as { priority: number }[];
    const variants = new Set(saved.map((r) => `tl-badge--${recommendationVariant(r.priority)}`));
    for (const b of badge) {
      expect([...variants].some((v) => b.className.includes(v))).toBe(true);
      expect(b.textContent).not.toMatch(/Priority/);
    }
  });
});
