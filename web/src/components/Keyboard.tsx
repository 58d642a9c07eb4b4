import type { TileState } from '../game/model';

const ROWS = [
  ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P'],
  ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L'],
  ['ENTER', 'Z', 'X', 'C', 'V', 'B', 'N', 'M', 'BACK'],
];

export interface KeyboardProps {
  usedKeys: Record<string, TileState>;
  disabled: boolean;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

const label = (key: string, state: TileState | undefined) => {
  if (key === 'ENTER') return 'Enter: submit guess';
  if (key === 'BACK') return 'Backspace: delete letter';
  return state ? `${key}, ${state}` : key;
};

/** product.md §2: three rows, keys coloured by their best known state, disabled when the game is over. */
export function Keyboard({ usedKeys, disabled, onLetter, onEnter, onBackspace }: KeyboardProps) {
  return (
    <div className="keyboard" role="group" aria-label="Keyboard" data-testid="keyboard">
      {ROWS.map((row, i) => (
        <div className="keyboard-row" key={i}>
          {row.map((key) => (
            <button
              key={key}
              type="button"
              className={`key${key.length > 1 ? ' key-wide' : ''}`}
              data-key={key}
              data-state={usedKeys[key]}
              aria-label={label(key, usedKeys[key])}
              disabled={disabled}
              onClick={() => (key === 'ENTER' ? onEnter() : key === 'BACK' ? onBackspace() : onLetter(key))}
            >
              {key === 'BACK' ? '⌫' : key}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

/** product.md §2: physical keys drive the on-screen ones when nothing else (a link, a dialog) has focus. */
export function routePhysicalKey(
  event: KeyboardEvent,
  keyboard: HTMLElement | null,
  actions: Pick<KeyboardProps, 'onLetter' | 'onEnter' | 'onBackspace'>,
): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const focused = document.activeElement;
  const free = !focused || focused === document.body || (keyboard !== null && keyboard.contains(focused));
  // Letters and Backspace mean nothing to a focused button or link (e.g. a helper just used), so they
  // still type; only text fields keep them. Enter would activate the focused control: only when free.
  const typing = focused instanceof HTMLElement && (focused.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(focused.tagName));
  if (typing || (event.key === 'Enter' && !free)) return;
  if (event.key === 'Enter') {
    event.preventDefault(); // a focused on-screen key must not also be clicked
    actions.onEnter();
  } else if (event.key === 'Backspace') {
    event.preventDefault();
    actions.onBackspace();
  } else if (/^[a-z]$/i.test(event.key)) {
    actions.onLetter(event.key.toUpperCase());
  }
}
