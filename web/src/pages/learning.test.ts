import { describe, expect, it } from 'vitest';
import { completeLessonUpdate, exercisePrompts, lessonSections, openLessonUpdate } from './learning';

const now = new Date('2025-08-09T09:30:00.000Z');

describe('openLessonUpdate', () => {
  it('moves not_started (or no progress yet) to in_progress', () => {
    expect(openLessonUpdate(undefined, now)).toEqual({ status: 'in_progress', lastAccessedAt: now.toISOString() });
    expect(openLessonUpdate({ status: 'not_started' }, now).status).toBe('in_progress');
  });

  it('keeps in_progress and completed as they are', () => {
    expect(openLessonUpdate({ status: 'in_progress' }, now).status).toBe('in_progress');
    expect(openLessonUpdate({ status: 'completed' }, now).status).toBe('completed');
  });
});

describe('completeLessonUpdate', () => {
  it('sets completed, completedAt and attempts plus one', () => {
    expect(completeLessonUpdate({ attempts: 2 }, now)).toEqual({
      status: 'completed',
      lastAccessedAt: now.toISOString(),
      completedAt: now.toISOString(),
      attempts: 3,
    });
    expect(completeLessonUpdate(undefined, now).attempts).toBe(1);
  });
});

describe('lesson content', () => {
  it('reads sections and prompts from their JSON text, and nothing from junk', () => {
    expect(lessonSections({ content: '[{"title":"A","content":"B"},{"title":1}]' })).toEqual([
      { title: 'A', content: 'B' },
    ]);
    expect(lessonSections({ content: 'oops' })).toEqual([]);
    expect(exercisePrompts({ exercisePrompts: '["One","", 2, "Two"]' })).toEqual(['One', 'Two']);
    expect(exercisePrompts({ exercisePrompts: '{' })).toEqual([]);
  });
});
