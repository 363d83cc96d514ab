// @vitest-environment happy-dom
// What flies when a table shows a new position: moved cards glide from their
// old box, cards new to sight fade in, cards that stay put do not move, and a
// deal or a jump (many cards changing zone) flies nothing.
import { describe, expect, it } from 'vitest';
import {
  type CardBox,
  cardBoxes,
  flightKeyframes,
  flightsBetween,
  MAX_ZONE_CHANGES,
} from '../../../src/islands/game/card-flight';

const box = (x: number, y: number, zone: string, size = 50): CardBox => ({
  x,
  y,
  width: size,
  height: size * 1.6,
  zone,
});

describe('flightsBetween', () => {
  it('lets a played card glide from the hand to the pile and keeps still cards still', () => {
    const before = new Map([
      ['m03-light', box(0, 300, 'hand-0', 80)],
      ['m03-chaff1', box(0, 100, 'field')],
      ['m05-ribbon', box(60, 100, 'field')],
    ]);
    const after = new Map([
      ['m03-light', box(0, 500, 'captured-0', 30)],
      ['m03-chaff1', box(40, 500, 'captured-0', 30)],
      ['m05-ribbon', box(60, 100.5, 'field')],
    ]);
    const flights = flightsBetween(before, after);
    expect(flights.map((f) => f.id)).toEqual(['m03-light', 'm03-chaff1']);
    expect(flights[0]).toEqual({
      id: 'm03-light',
      from: before.get('m03-light'),
      to: after.get('m03-light'),
    });
  });

  it('fades in a card that comes into sight (from a hidden hand or the stock)', () => {
    const before = new Map([['m01-chaff1', box(0, 100, 'field')]]);
    const after = new Map([
      ['m01-chaff1', box(0, 100, 'field')],
      ['m09-animal', box(60, 100, 'field')],
    ]);
    expect(flightsBetween(before, after)).toEqual([{ id: 'm09-animal', appear: after.get('m09-animal') }]);
  });

  it('flies nothing when more cards change zone than one move can (a deal, a jump)', () => {
    const ids = Array.from({ length: MAX_ZONE_CHANGES + 1 }, (_, i) => `card-${i}`);
    const before = new Map(ids.map((id, i) => [id, box(i * 10, 500, 'captured-0')]));
    const after = new Map(ids.map((id, i) => [id, box(i * 10, 300, 'hand-0')]));
    expect(flightsBetween(before, after)).toEqual([]);
    // One fewer is still a move to follow.
    before.delete('card-0');
    after.delete('card-0');
    expect(flightsBetween(before, after)).toHaveLength(MAX_ZONE_CHANGES);
  });

  it('counts cards moving inside their zone as no zone change (a hand closing up)', () => {
    const ids = Array.from({ length: MAX_ZONE_CHANGES + 5 }, (_, i) => `card-${i}`);
    const before = new Map(ids.map((id, i) => [id, box(i * 60 + 60, 300, 'hand-0')]));
    const after = new Map(ids.map((id, i) => [id, box(i * 60, 300, 'hand-0')]));
    expect(flightsBetween(before, after)).toHaveLength(ids.length);
  });
});

describe('flightKeyframes', () => {
  it('starts a glide at the old box, scaled to its size, and ends at the card’s place', () => {
    const frames = flightKeyframes({
      id: 'a',
      from: box(10, 300, 'hand-0', 80),
      to: box(40, 500, 'captured-0', 40),
    });
    expect(frames[0]?.transform).toBe('translate(-30px, -200px) scale(2, 2)');
    expect(frames[1]?.transform).toBe('none');
    expect(frames.every((frame) => frame.transformOrigin === '0 0')).toBe(true);
  });

  it('fades a new card in', () => {
    const frames = flightKeyframes({ id: 'a', appear: box(0, 0, 'field') });
    expect(frames.map((frame) => frame.opacity)).toEqual([0, 1]);
  });
});

describe('cardBoxes', () => {
  it('finds each face-up card once, with its zone', () => {
    document.body.innerHTML = `
      <section id="t">
        <div data-zone="field"><span data-card="m01-light"></span><span data-card="m02-chaff1"></span></div>
        <div data-zone="hand-0"><button data-card="m03-light"></button></div>
        <div><span data-card="m01-light"></span><span class="backs"></span></div>
      </section>`;
    const root = document.getElementById('t') as HTMLElement;
    const boxes = cardBoxes(root);
    expect([...boxes.keys()]).toEqual(['m01-light', 'm02-chaff1', 'm03-light']);
    expect([...boxes.values()].map((b) => b.zone)).toEqual(['field', 'field', 'hand-0']);
  });
});
