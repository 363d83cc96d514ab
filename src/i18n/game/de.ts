import type { SharedGameKey } from './en';

/** German strings shared by every game's tutorials (see `en.ts`). */
export const sharedGameDe = {
  'shell.region': 'Lektion zum Durchklicken',
  'shell.restart': 'Von vorn',
  'shell.prev': 'Zurück',
  'shell.next': 'Weiter',
  'shell.play': 'Automatisch',
  'shell.pause': 'Anhalten',
  'shell.step': 'Schritt {n} von {total}',
  'shell.keys': 'Tasten: ← und → blättern, Pos1 fängt von vorn an, Ende springt zum Schluss.',
  'shell.whatHappened': 'Was passiert',
  'shell.badStep': 'Einen Schritt „{step}“ hat diese Lektion nicht, deshalb beginnt sie bei Schritt 1.',
  'transcript.title': 'Die Lektion zum Nachlesen',
  'transcript.noScript':
    'Zum Durchklicken der Lektion brauchst du JavaScript. Hier stehen alle Schritte zum Nachlesen.',
  'tutorials.progress.done': 'Erledigt',
  'tutorials.progress.started': 'Bis Schritt {n} von {total}',
  'tutorials.progress.new': 'Noch nicht begonnen',
  'tutorials.resume': 'dort weitermachen',
  'tutorials.reset': 'Fortschritt zurücksetzen',
} satisfies Record<SharedGameKey, string>;
