// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import SetupShell, { type SetupShellLabels, shellLabels } from '../../../src/islands/game/SetupShell';
import { domRoot } from '../fixtures';

const dom = domRoot();

const labels: SetupShellLabels = {
  seatKind: (index) => `Who plays seat ${index + 1}?`,
  human: 'A person',
  bot: (id) => `Computer: ${id}`,
  seatsHumans: 'People take turns.',
  botsHelp: 'The beginner plays at random.',
  hints: 'Show hints',
  seed: 'Deal number',
  seedHelp: 'Same number, same deals.',
  start: 'Start',
};

describe('SetupShell', () => {
  it('describes every seat choice by the strengths’ explanation', () => {
    dom.show(
      <SetupShell
        idPrefix="t"
        labels={labels}
        bots={['random', 'strong']}
        seats={[{ kind: 'human' }, { kind: 'bot', bot: 'strong' }]}
        onSeats={() => {}}
        hints
        onHints={() => {}}
        seed=""
        onSeed={() => {}}
        onStart={() => {}}
      />,
    );
    const selects = [...dom.element.querySelectorAll('select')];
    expect(selects).toHaveLength(2);
    for (const select of selects) {
      const help = document.getElementById(select.getAttribute('aria-describedby') ?? '');
      expect(help?.textContent).toContain('The beginner plays at random.');
      expect(help?.textContent).toContain('People take turns.');
    }
    expect([...(selects[1] as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'A person',
      'Computer: random',
      'Computer: strong',
    ]);
    expect((selects[1] as HTMLSelectElement).value).toBe('strong');
  });

  it('takes each text of the frame from its own dictionary key', () => {
    const labels = shellLabels(
      (key) => `<${key}>`,
      (index) => `seat ${index + 1}`,
    );
    expect(labels.bot('strong')).toBe('<play.bot.strong>');
    expect(labels.seatKind(1)).toBe('seat 2');
    expect([labels.heading, labels.human, labels.seatsHumans, labels.botsHelp, labels.hints]).toEqual([
      '<play.setup>',
      '<play.human>',
      '<play.seatsHumans>',
      '<play.botsHelp>',
      '<play.hints>',
    ]);
    expect([labels.seed, labels.seedHelp, labels.start]).toEqual([
      '<play.seed>',
      '<play.seedHelp>',
      '<play.start>',
    ]);
  });
});
