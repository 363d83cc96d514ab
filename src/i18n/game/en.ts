/**
 * English strings shared by every game's tutorials: the step-through frame
 * (`TutorialShell`) and the learning path on a tutorials index. Game-specific
 * strings live in the game's own dictionary (`koikoi-game`, `hakka-game`).
 */
export const sharedGameEn = {
  'shell.region': 'Step-through lesson',
  'shell.restart': 'Restart',
  'shell.prev': 'Back',
  'shell.next': 'Next',
  'shell.play': 'Autoplay',
  'shell.pause': 'Pause',
  'shell.step': 'Step {n} of {total}',
  'shell.keys': 'Keys: ← and → step back and forth, Home restarts, End jumps to the end.',
  'shell.whatHappened': 'What happens',
  'shell.badStep': 'This lesson has no step “{step}”, so it starts at step 1.',
  'transcript.title': 'The lesson as text',
  'transcript.noScript': 'Stepping through the lesson needs JavaScript. Here are all its steps as text.',
  'tutorials.progress.done': 'Done',
  'tutorials.progress.started': 'Reached step {n} of {total}',
  'tutorials.progress.new': 'Not started',
  'tutorials.resume': 'go on from there',
  'tutorials.reset': 'Forget my progress',
} as const;

/** A key of the shared game strings. */
export type SharedGameKey = keyof typeof sharedGameEn;
