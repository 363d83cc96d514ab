/**
 * A game's tutorials index as a learning path (shared by every game): the lessons in order with links,
 * each marked from the lesson progress store (done, reached step n with a
 * link that opens the lesson there, not started), and a button that
 * forgets the progress. The server renders the
 * list without marks, an empty status line in each lesson holding the place
 * of the mark the browser adds.
 *
 * @example
 * <LearningPath client:idle lang="en" game="koikoi" lessons={[{ id: 'turn', href: '/en/koikoi/tutorials/turn/', title: '…', summary: '…', steps: 7 }]} />
 */
import { useEffect, useState } from 'preact/hooks';
import { sharedGameT } from '../../i18n/game';
import type { Lang } from '../../i18n/locales';
import { type Progress, progressStore } from './progress';
import './path.css';

/** One lesson on the path (serialisable). */
export interface PathLesson {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  readonly summary: string;
  /** Number of steps. */
  readonly steps: number;
}

/** Props of {@link LearningPath}. */
export interface LearningPathProps {
  readonly lang: Lang;
  /** The game whose lesson progress to show (`koikoi`, `hakka`): the store key. */
  readonly game: string;
  readonly lessons: readonly PathLesson[];
}

/** The path (see the file comment). */
export default function LearningPath({ lang, game, lessons }: LearningPathProps) {
  const t = sharedGameT(lang);
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => {
    const loaded = progressStore(game).load();
    setProgress(loaded.kind === 'value' ? loaded.value : {});
  }, [game]);
  const status = (lesson: PathLesson) => {
    const entry = progress?.[lesson.id];
    if (!progress) return null;
    if (entry?.done) return { key: 'done', text: t('tutorials.progress.done') };
    if (entry)
      return {
        key: 'started',
        text: t('tutorials.progress.started', { n: entry.step + 1, total: lesson.steps }),
        // The lesson reads its step from the address (`use-step-in-url.ts`).
        resume: entry.step > 0 ? `${lesson.href}?step=${entry.step + 1}` : undefined,
      };
    return { key: 'new', text: t('tutorials.progress.new') };
  };
  const anything = progress && Object.keys(progress).length > 0;
  return (
    <div class="kp">
      <ol class="kp-list">
        {lessons.map((lesson, index) => {
          const s = status(lesson);
          return (
            <li key={lesson.id} class={`kp-item${s ? ` kp-${s.key}` : ''}`} data-lesson={lesson.id}>
              <span class="kp-num" aria-hidden="true">
                {s?.key === 'done' ? '✓' : index + 1}
              </span>
              <div>
                <a href={lesson.href} class="kp-title">
                  {lesson.title}
                </a>
                <p class="kp-summary">{lesson.summary}</p>
                {/* Until the progress is read, an empty line holds the status's place: the path does not jump when it comes. */}
                {!s && (
                  <p class="kp-status" aria-hidden="true" data-needs-js>
                    {'\u00a0'}
                  </p>
                )}
                {s && (
                  <p class="kp-status" data-testid="lesson-status">
                    {s.text}
                    {s.resume && (
                      <>
                        {' · '}
                        <a href={s.resume} data-testid="lesson-resume">
                          {t('tutorials.resume')}
                        </a>
                      </>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {anything && (
        // In a paragraph, so the page's next paragraph keeps its distance.
        <p>
          <button
            type="button"
            class="button"
            onClick={() => {
              progressStore(game).clear();
              setProgress({});
            }}
          >
            {t('tutorials.reset')}
          </button>
        </p>
      )}
    </div>
  );
}
