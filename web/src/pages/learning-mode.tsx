/**
 * The Learning Mode tab (spec surroundings §2, §4, §5): profile with XP, streak
 * and four scores; modules; the chosen module's lessons with time estimates;
 * progress; recommendations; and the lesson view with its sections, exercise
 * prompts, response, feedback and Complete Lesson.
 */
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_RECOMMENDATION_DIFFICULTY,
  DEFAULT_RECOMMENDATION_MINUTES,
  MESSAGES,
  lessonMinutes,
  recommendationPriorityLabel,
  recommendationVariant,
  scoreBand,
  type ExerciseResult,
  type LearningProfile,
  type Lesson,
  type Progress as LessonProgress,
} from '@tonelens/core';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Progress,
  Textarea,
} from '../ui';
import { notify } from '../lib/toast';
import { Trans, useTranslation } from '../i18n';
import { FlameIcon, LessonIcon, SparkleIcon, StarIcon } from './icons';
import { PageLoading } from './page-loading';
import {
  DEFAULT_MODULE_KEY,
  completeLessonUpdate,
  exercisePrompts,
  lessonSections,
  openLessonUpdate,
  useGenerateRecommendations,
  useLearningProfile,
  useLessons,
  useModules,
  useProgress,
  useRecommendations,
  useSubmitExercise,
  useUpdateProgress,
} from './learning';

/** The catalogue id of each of core's recommendation priority labels (core decides which priority reads how). */
const PRIORITY_KEYS = { 'Start here': 'start', Next: 'next', 'When you have time': 'later' } as const;
const priorityKey = (priority: number) => PRIORITY_KEYS[recommendationPriorityLabel(priority)];

/** The four skill scores of a profile; their names are the catalogues' `learning.scores.<key>`. */
const SCORES = [
  'selfAwarenessScore',
  'empathyScore',
  'emotionalRegulationScore',
  'socialSkillsScore',
] as const satisfies readonly (keyof LearningProfile)[];

function ProfileCard({ profile }: { profile: LearningProfile }) {
  const { t } = useTranslation();
  return (
    <Card className="learn__profile">
      <CardHeader>
        <CardTitle>{t('learning.progress')}</CardTitle>
        <CardDescription>
          {t('learning.level', { level: profile.difficultyLevel })} ·{' '}
          {t('learning.lessonsCompleted', { count: profile.lessonsCompleted })}
        </CardDescription>
      </CardHeader>
      <CardContent className="learn__profile-body">
        <div className="learn__counters">
          <div className="learn__counter learn__counter--xp">
            <StarIcon />
            <span className="learn__counter-value" data-testid="total-xp">
              {profile.totalXp}
            </span>
            <span className="learn__counter-label">XP</span>
          </div>
          <div className="learn__counter learn__counter--streak">
            <FlameIcon />
            <span className="learn__counter-value">{profile.currentStreak}</span>
            <span className="learn__counter-label">{t('learning.streak', { count: profile.currentStreak })}</span>
          </div>
        </div>
        <ul className="learn__scores">
          {SCORES.map((key) => {
            const label = t(`learning.scores.${key}`);
            const score = Math.round(profile[key]);
            const band = scoreBand(score);
            return (
              <li key={key} className={`learn__score learn__score--${band}`}>
                <span className="learn__score-label">{label}</span>
                <Progress
                  value={score}
                  label={label}
                  colour={`var(--score-${band})`}
                  valueText={t('learning.scoreOf', { score, band: t(`learning.bands.${band}`) })}
                />
                <span className="learn__score-value">
                  {score} <span className="learn__score-band">{t(`learning.bands.${band}`)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function Feedback({ result }: { result: ExerciseResult }) {
  const { t } = useTranslation();
  const band = scoreBand(result.score);
  const a = result.enhancedAnalysis;
  const ref = useRef<HTMLElement>(null);
  // Bring the feedback into view inside the scrolling lesson dialog.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [result]);
  return (
    <section
      ref={ref}
      className={`learn__feedback learn__feedback--${band}`}
      aria-live="polite"
      aria-labelledby="feedback-title"
    >
      <h4 id="feedback-title">
        {t('feedback.feedback')} · <span data-testid="exercise-score">{Math.round(result.score)}/100</span>{' '}
        {t(`learning.bands.${band}`)}
      </h4>
      <p>{a.resonanceQuality}</p>
      {a.strengthsIdentified.length > 0 ? (
        <>
          <h5>{t('learning.strengths')}</h5>
          <ul>
            {a.strengthsIdentified.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      {a.gentlePrompts.length > 0 ? (
        <>
          <h5>{t('learning.explore')}</h5>
          <ul>
            {a.gentlePrompts.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      {a.safetyFlags.lowValence || a.safetyFlags.lowAgency ? <p className="learn__care">{t('learning.care')}</p> : null}
    </section>
  );
}

function LessonView({
  lesson,
  progress,
  onClose,
  onCompleted,
}: {
  lesson: Lesson;
  progress: LessonProgress | undefined;
  onClose: () => void;
  onCompleted: (xp: number, title: string) => void;
}) {
  const { t } = useTranslation();
  const sections = lessonSections(lesson);
  const prompts = exercisePrompts(lesson);
  const [promptIndex, setPromptIndex] = useState(0);
  const [response, setResponse] = useState('');
  const exercise = useSubmitExercise();
  const update = useUpdateProgress();
  const prompt = prompts[promptIndex] ?? '';

  const handleSubmit = () => {
    if (response.trim().length === 0) {
      notify(MESSAGES.responseRequired);
      return;
    }
    exercise.mutate({
      lessonKey: lesson.lessonKey,
      exerciseType: lesson.lessonType,
      promptText: prompt,
      userResponse: response,
    });
  };

  const handleComplete = () => {
    update.mutate(
      { lessonKey: lesson.lessonKey, update: completeLessonUpdate(progress, new Date()) },
      { onSuccess: (result) => onCompleted(result.xpEarned, lesson.title) },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={lesson.title}
      description={lesson.description}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={handleComplete} disabled={update.isPending}>
            {update.isPending ? t('learning.completing') : t('learning.complete')}
          </Button>
        </>
      }
    >
      <div className="learn__lesson">
        <p className="learn__lesson-meta">
          <Badge variant="secondary">{lesson.lessonType}</Badge>{' '}
          <Badge variant="outline">{t('learning.difficulty', { level: lesson.difficulty })}</Badge>{' '}
          <Badge variant="outline">{lesson.xpReward} XP</Badge>
        </p>
        {sections.map((s) => (
          <section key={s.title} className="learn__section">
            <h3>{s.title}</h3>
            {s.content.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </section>
        ))}
        {prompts.length > 0 ? (
          <section className="learn__exercise" aria-labelledby="exercise-title">
            <h3 id="exercise-title">{t('learning.exercise')}</h3>
            {prompts.length > 1 ? (
              <ol className="learn__prompts">
                {prompts.map((p, i) => (
                  <li key={p}>
                    <button
                      type="button"
                      className="learn__prompt"
                      aria-pressed={i === promptIndex}
                      onClick={() => {
                        setPromptIndex(i);
                        exercise.reset();
                      }}
                    >
                      {p}
                    </button>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="learn__prompt-single">{prompt}</p>
            )}
            <label htmlFor="exercise-response" className="learn__response-label">
              {t('learning.yourResponse')}
            </label>
            <Textarea
              id="exercise-response"
              value={response}
              rows={5}
              onChange={(e) => setResponse(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  handleSubmit();
                }
              }}
              placeholder={t('learning.placeholder')}
            />
            <div className="learn__exercise-actions">
              <span className="muted learn__hint">{t('learning.hint')}</span>
              <Button onClick={handleSubmit} disabled={response.trim().length === 0 || exercise.isPending}>
                {exercise.isPending ? t('learning.scoring') : t('learning.submit')}
              </Button>
            </div>
            {exercise.data ? <Feedback result={exercise.data} /> : null}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The Learning Mode tab. */
export function LearningMode() {
  const { t } = useTranslation();
  const profile = useLearningProfile();
  const modules = useModules();
  const progress = useProgress();
  const recommendations = useRecommendations();
  const generate = useGenerateRecommendations();
  const update = useUpdateProgress();
  const [moduleKey, setModuleKey] = useState(DEFAULT_MODULE_KEY);
  const lessons = useLessons(moduleKey);
  const [openLesson, setOpenLesson] = useState<Lesson | null>(null);
  const [earned, setEarned] = useState<{ xp: number; title: string } | null>(null);

  if (profile.isLoading || modules.isLoading) return <PageLoading label={t('learning.loading')} />;

  const progressByKey = new Map((progress.data ?? []).map((p) => [p.lessonKey, p]));
  const module = modules.data?.find((m) => m.moduleKey === moduleKey);
  const lessonList = lessons.data ?? [];
  const minutes = lessonMinutes(module?.estimatedDuration, lessonList.length);
  const completedHere = lessonList.filter((l) => progressByKey.get(l.lessonKey)?.status === 'completed').length;

  const handleOpen = (lesson: Lesson) => {
    setEarned(null);
    setOpenLesson(lesson);
    update.mutate({
      lessonKey: lesson.lessonKey,
      update: openLessonUpdate(progressByKey.get(lesson.lessonKey), new Date()),
    });
  };

  return (
    <section className="learn" aria-labelledby="learn-title">
      <h2 id="learn-title" className="sr-only">
        {t('shell.tabs.learning')}
      </h2>
      {earned ? (
        <div className="learn__earned" role="status" data-testid="xp-earned">
          <StarIcon />
          <span>
            <Trans
              i18nKey="learning.earned"
              values={{ title: earned.title, xp: earned.xp }}
              components={{ strong: <strong /> }}
            />
          </span>
          <Button size="sm" variant="ghost" onClick={() => setEarned(null)}>
            {t('learning.dismiss')}
          </Button>
        </div>
      ) : null}
      <div className="learn__top">
        {profile.data ? <ProfileCard profile={profile.data} /> : null}
        <Card className="learn__recs">
          <CardHeader className="learn__recs-head">
            <div>
              <CardTitle>{t('learning.recommended')}</CardTitle>
              <CardDescription>{t('learning.recommendedText')}</CardDescription>
            </div>
            <Button size="sm" variant="outline" onClick={() => generate.mutate()} disabled={generate.isPending}>
              <SparkleIcon />
              {generate.isPending ? t('learning.generating') : t('learning.generate')}
            </Button>
          </CardHeader>
          <CardContent>
            {(recommendations.data ?? []).length === 0 ? (
              <p className="muted">{t('learning.noRecommendations')}</p>
            ) : (
              <ul className="learn__rec-list">
                {(recommendations.data ?? []).map((r) => (
                  <li key={r.id} className="learn__rec">
                    <div className="learn__rec-head">
                      <strong>{r.title}</strong>
                      <Badge variant={recommendationVariant(r.priority)}>
                        {t(`learning.priority.${priorityKey(r.priority)}`)}
                      </Badge>
                    </div>
                    <p>{r.description}</p>
                    <p className="muted learn__rec-reason">{r.personalizedReason}</p>
                    <p className="learn__rec-meta">
                      {t('learning.difficulty', { level: r.difficulty || DEFAULT_RECOMMENDATION_DIFFICULTY })} ·{' '}
                      {t('learning.minutes', { count: r.estimatedTime || DEFAULT_RECOMMENDATION_MINUTES })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <div className="learn__modules" role="group" aria-label={t('learning.modules')}>
        {(modules.data ?? []).map((m) => (
          <button
            key={m.moduleKey}
            type="button"
            className="learn__module"
            aria-pressed={m.moduleKey === moduleKey}
            onClick={() => setModuleKey(m.moduleKey)}
          >
            <span className="learn__module-title">{m.title}</span>
            <span className="learn__module-desc">{m.description}</span>
            <span className="learn__module-meta">
              {t('learning.lessons', { count: m.lessonCount })} ·{' '}
              {t('learning.minutes', { count: m.estimatedDuration })}
            </span>
          </button>
        ))}
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h3">{module?.title ?? t('learning.lessonsTitle')}</CardTitle>
          <CardDescription>
            {t('learning.moduleCompleted', { done: completedHere, count: lessonList.length })}
          </CardDescription>
          <Progress
            value={lessonList.length ? (completedHere / lessonList.length) * 100 : 0}
            label={t('learning.moduleProgress')}
            valueText={t('learning.moduleCompleted', { done: completedHere, count: lessonList.length })}
          />
        </CardHeader>
        <CardContent>
          {lessons.isLoading ? (
            <p role="status" className="muted">
              {t('learning.loadingLessons')}
            </p>
          ) : (
            <ul className="learn__lessons">
              {lessonList.map((lesson) => {
                const p = progressByKey.get(lesson.lessonKey);
                const status = p?.status ?? 'not_started';
                const verb = t(`learning.verbs.${status}`);
                return (
                  <li
                    key={lesson.lessonKey}
                    className={`learn__lesson-row learn__lesson-row--${status}`}
                    data-testid="lesson"
                  >
                    <span className="learn__lesson-icon" aria-hidden="true">
                      <LessonIcon />
                    </span>
                    <div className="learn__lesson-body">
                      <p className="learn__lesson-title">{lesson.title}</p>
                      <p className="muted">{lesson.description}</p>
                      <p className="learn__lesson-facts">
                        <span>{t('learning.minutes', { count: minutes })}</span> · <span>{lesson.xpReward} XP</span> ·{' '}
                        <span>{t('learning.difficulty', { level: lesson.difficulty })}</span>
                      </p>
                    </div>
                    <Badge
                      variant={status === 'completed' ? 'success' : status === 'in_progress' ? 'warning' : 'outline'}
                      data-testid="lesson-status"
                    >
                      {t(`learning.status.${status}`)}
                    </Badge>
                    <Button
                      size="sm"
                      variant={status === 'completed' ? 'outline' : 'default'}
                      onClick={() => handleOpen(lesson)}
                      aria-label={t('learning.verbLesson', { verb, title: lesson.title })}
                    >
                      {verb}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>

      {openLesson ? (
        <LessonView
          lesson={openLesson}
          progress={progressByKey.get(openLesson.lessonKey)}
          onClose={() => setOpenLesson(null)}
          onCompleted={(xp, title) => {
            setOpenLesson(null);
            setEarned({ xp, title });
          }}
        />
      ) : null}
    </section>
  );
}
