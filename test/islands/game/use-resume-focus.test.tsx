// @vitest-environment happy-dom
import { useRef } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResumeFocus } from '../../../src/islands/game/use-resume-focus';
import { domRoot } from '../fixtures';

const dom = domRoot();
afterEach(() => {
  vi.restoreAllMocks();
  (document.activeElement as HTMLElement | null)?.blur();
});

const ORDER = ['.choice button', '[data-zone="hand"] button'];

/** A hand whose cards are buttons only on the reader's turn. */
function Game({ resumed, yourTurn }: { resumed: boolean; yourTurn: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useResumeFocus(ref, ORDER, resumed, ['.field']);
  return (
    <div ref={ref}>
      <p class="field">field</p>
      <div data-zone="hand">
        {['a', 'b'].map((card) =>
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

describe('useResumeFocus', () => {
  it('puts the focus on the first card of a resumed game, without the browser’s own scroll', () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    dom.show(<Game resumed yourTurn />);
    expect(document.activeElement?.textContent).toBe('a');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('does nothing for a game that was not resumed', () => {
    dom.show(<Game resumed={false} yourTurn />);
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for the reader’s turn, and moves the focus only once', () => {
    dom.show(<Game resumed yourTurn={false} />);
    expect(document.activeElement).toBe(document.body);
    dom.show(<Game resumed yourTurn />);
    expect(document.activeElement?.textContent).toBe('a');
    (document.activeElement as HTMLElement).blur();
    dom.show(<Game resumed yourTurn={false} />);
    dom.show(<Game resumed yourTurn />);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where the reader put it first, also later', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    dom.show(<Game resumed yourTurn={false} />);
    outside.focus();
    dom.show(<Game resumed yourTurn />);
    expect(document.activeElement).toBe(outside);
    outside.blur();
    dom.show(<Game resumed yourTurn={false} />);
    dom.show(<Game resumed yourTurn />);
    expect(document.activeElement).toBe(document.body);
    outside.remove();
  });
});
