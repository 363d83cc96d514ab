// @vitest-environment happy-dom
// The card-flight hook on a small table: a card that changes place between
// two positions flies; re-rendering the same position, turning the table to
// another seat (pass and play) or asking for reduced motion flies nothing.
import { useRef } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCardFlight } from '../../../src/islands/game/use-card-flight';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** Where each card lies: `[zone, x]` by card id. */
type Layout = Record<string, readonly [string, number]>;

function Board({ position, viewer, layout }: { position: object; viewer: number; layout: Layout }) {
  const root = useRef<HTMLElement>(null);
  useCardFlight(root, position, viewer);
  const zones = [...new Set(Object.values(layout).map(([zone]) => zone))];
  return (
    <section ref={root}>
      {zones.map((zone) => (
        <div key={zone} data-zone={zone}>
          {Object.entries(layout)
            .filter(([, [z]]) => z === zone)
            .map(([id, [, x]]) => (
              <span key={id} data-card={id} data-x={x} data-y={zone === 'hand' ? 300 : 100} />
            ))}
        </div>
      ))}
    </section>
  );
}

let flown: string[] = [];
let reduced = false;
beforeEach(() => {
  flown = [];
  reduced = false;
  // happy-dom lays nothing out: a card's box comes from its data-x and data-y.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const x = Number(this.dataset.x ?? 0);
    const y = Number(this.dataset.y ?? 0);
    return { x, y, left: x, top: y, width: 50, height: 80, right: x + 50, bottom: y + 80 } as DOMRect;
  });
  HTMLElement.prototype.animate = function (this: HTMLElement) {
    flown.push(this.dataset.card ?? '?');
    return { addEventListener() {} } as unknown as Animation;
  };
  HTMLElement.prototype.getAnimations = () => [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce') }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const start: Layout = { a: ['hand', 0], b: ['hand', 60], c: ['field', 0] };
const played: Layout = { b: ['hand', 0], c: ['field', 0], a: ['field', 60] };

describe('useCardFlight', () => {
  it('flies the cards that changed place, and only those', () => {
    dom.show(<Board position={{ n: 1 }} viewer={0} layout={start} />);
    expect(flown).toEqual([]);
    act(() => {
      dom.show(<Board position={{ n: 2 }} viewer={0} layout={played} />);
    });
    // "a" went to the table; "b" closed up in the hand; "c" stayed.
    expect(flown.sort()).toEqual(['a', 'b']);
  });

  it('flies nothing when the position stays the same', () => {
    const position = { n: 1 };
    dom.show(<Board position={position} viewer={0} layout={start} />);
    act(() => {
      dom.show(<Board position={position} viewer={0} layout={played} />);
    });
    expect(flown).toEqual([]);
  });

  it('flies nothing when the table turns to another seat with the move (pass and play)', () => {
    dom.show(<Board position={{ n: 1 }} viewer={0} layout={start} />);
    act(() => {
      dom.show(<Board position={{ n: 2 }} viewer={1} layout={played} />);
    });
    expect(flown).toEqual([]);
    // The next move, seen from the same seat, flies again.
    act(() => {
      dom.show(<Board position={{ n: 3 }} viewer={1} layout={start} />);
    });
    expect(flown.sort()).toEqual(['a', 'b']);
  });

  it('flies nothing under prefers-reduced-motion', () => {
    reduced = true;
    dom.show(<Board position={{ n: 1 }} viewer={0} layout={start} />);
    act(() => {
      dom.show(<Board position={{ n: 2 }} viewer={0} layout={played} />);
    });
    expect(flown).toEqual([]);
  });
});
