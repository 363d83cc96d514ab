// @vitest-environment happy-dom
import { useRef } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { rescueTarget, useFocusRescue } from '../../../src/islands/game/use-focus-rescue';
import { domRoot } from '../fixtures';

const dom = domRoot();

const ORDER = ['.choice button', '[data-zone="hand"] button'];

function html(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = markup;
  return element;
}

describe('rescueTarget', () => {
  const seen = (zone: string | null, index: number) => ({ element: document.body, zone, index });

  it('takes the first selector with an enabled match', () => {
    const table = html(
      '<div class="choice"><button disabled>a</button></div><div data-zone="hand"><button>x</button><button>y</button></div>',
    );
    expect(rescueTarget(table, ORDER, seen(null, -1))?.textContent).toBe('x');
    const withChoice = html(
      '<div class="choice"><button>a</button></div><div data-zone="hand"><button>x</button></div>',
    );
    expect(rescueTarget(withChoice, ORDER, seen('hand', 0))?.textContent).toBe('a');
  });

  it('keeps the position within the zone the reader was using, or its last card', () => {
    const table = html('<div data-zone="hand"><button>x</button><button>y</button><button>z</button></div>');
    expect(rescueTarget(table, ORDER, seen('hand', 1))?.textContent).toBe('y');
    expect(rescueTarget(table, ORDER, seen('hand', 7))?.textContent).toBe('z');
    expect(rescueTarget(table, ORDER, seen('field', 2))?.textContent).toBe('x');
  });

  it('finds nothing while there is nothing to do', () => {
    expect(
      rescueTarget(html('<div data-zone="hand"><span>x</span></div>'), ORDER, seen('hand', 0)),
    ).toBeNull();
  });
});

/** A hand whose cards are buttons only on the reader's turn, and a button that may be disabled. */
function Game({ cards, yourTurn, undo }: { cards: string[]; yourTurn: boolean; undo?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusRescue(ref, ORDER);
  return (
    <div ref={ref}>
      {undo !== undefined && (
        <button type="button" class="undo" disabled={!undo}>
          undo
        </button>
      )}
      <div data-zone="hand">
        {cards.map((card) =>
          yourTurn ? (
            <button type="button" key={card}>
              {card}
            </button>
          ) : (
            <span key={card}>{card}</span>
          ),
        )}
      </div>
    </div>
  );
}

describe('useFocusRescue', () => {
  it('moves the focus to the same place in the hand once the reader may act again', () => {
    dom.show(<Game cards={['a', 'b', 'c']} yourTurn />);
    (dom.element.querySelectorAll('button')[1] as HTMLButtonElement).focus();
    // "b" is played; the computer's turn: nothing to focus yet.
    dom.show(<Game cards={['a', 'c']} yourTurn={false} />);
    expect(document.activeElement).toBe(document.body);
    dom.show(<Game cards={['a', 'c', 'd']} yourTurn />);
    expect(document.activeElement?.textContent).toBe('c');
  });

  it('leaves the focus alone when the reader moved it elsewhere', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    dom.show(<Game cards={['a', 'b']} yourTurn />);
    (dom.element.querySelector('button') as HTMLButtonElement).focus();
    outside.focus();
    dom.show(<Game cards={['b']} yourTurn />);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('moves the focus on when the focused button itself is disabled (still the active element)', () => {
    dom.show(<Game cards={['a', 'b']} yourTurn undo />);
    const undo = dom.element.querySelector('.undo') as HTMLButtonElement;
    undo.focus();
    expect(document.activeElement).toBe(undo);
    // Undo was pressed: the button stays, disabled, and the reader's turn is back.
    dom.show(<Game cards={['a', 'b']} yourTurn undo={false} />);
    expect(document.activeElement?.textContent).toBe('a');
  });
});
