import type { MouseEvent } from 'react';
import { keyboardRows, type KeyboardLayout } from '@contracts/constants';
import { texts } from '../i18n/texts';
import { pageLanguage } from '../lib/language';
import { normaliseLetter, type TileState } from '../game/model';

/** The layout's three rows of keys: its letters (domain/languages.ts), Enter and ⌫ framing the last row. */
const rowsOf = (layout: KeyboardLayout): string[][] => {
  // The layout's letters and the page language's own (Spanish Ñ), each where that layout puts it.
  const [first, second, third] = keyboardRows(layout, pageLanguage).map((row) => row.map((letter) => letter.toUpperCase()));
  return [first, second, ['ENTER', ...third, 'BACK']];
};

/** Why the keyboard cannot be used now (loading, a failed setup), and what the player can do. */
export interface KeyboardNotice {
  message: string;
  action?: { label: string; onClick: () => void };
}

export interface KeyboardProps {
  /** The player's layout (Settings; web/src/lib/settings.tsx says which until they choose). */
  layout: KeyboardLayout;
  usedKeys: Record<string, TileState>;
  disabled: boolean;
  /** The game could not be set up (offline, the server unreachable): the keys look switched off, not just idle. */
  off?: boolean;
  /** Shown above the keys while they are disabled for a reason the player should know. */
  notice?: KeyboardNotice | null;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

const label = (key: string, state: TileState | undefined) => {
  const t = texts('shell').keyboard;
  if (key === 'ENTER') return t.enter;
  if (key === 'BACK') return t.backspace;
  return t.key(key, state && texts('shell').states[state]);
};

/**
 * A click must not leave the focus on a button: the next physical Enter would press it again
 * instead of submitting the row. Keyboard users still reach every button with Tab.
 */
export const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Three rows, keys coloured by their best known state, disabled when the game does not take input. */
export function Keyboard({ layout, usedKeys, disabled, off = false, notice, onLetter, onEnter, onBackspace }: KeyboardProps) {
  return (
    <div className="keyboard-area">
      {notice && (
        <p className="keyboard-notice" role="status" data-testid="keyboard-notice">
          {notice.message}
          {notice.action && (
            <button type="button" className="secondary-button" onClick={notice.action.onClick}>
              {notice.action.label}
            </button>
          )}
        </p>
      )}
      <div
        className={`keyboard${off ? ' off' : ''}`}
        role="group"
        aria-label={texts('shell').keyboard.name}
        data-testid="keyboard"
        data-layout={layout}
      >
        {rowsOf(layout).map((row, i) => (
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
                onMouseDown={keepFocus}
                onClick={() => (key === 'ENTER' ? onEnter() : key === 'BACK' ? onBackspace() : onLetter(key))}
              >
                {key === 'BACK' ? '⌫' : key === 'ENTER' ? texts('shell').keyboard.enterKey : key}
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];

/**
 * Inside a dialog or menu that is closed. A dialog just closed can keep the focus on its Close button
 * until the browser's next frame; a key typed then belongs to the game, not to that hidden button (a
 * slow phone lost the first letter, or the Enter, typed right after closing Settings).
 */
function inClosedLayer(element: Element): boolean {
  const dialog = element.closest('dialog');
  if (dialog) return !dialog.open;
  const popover = element.closest('[popover]');
  if (!popover) return false;
  try {
    return !popover.matches(':popover-open');
  } catch {
    return false; // a browser without the popover API: the menu counts as open, as before
  }
}

export interface PhysicalKeyActions extends Pick<KeyboardProps, 'onLetter' | 'onEnter' | 'onBackspace'> {
  /** Whether the current row holds typed letters: then Enter is meant for it, whatever has the focus. */
  rowBeingTyped?: () => boolean;
}

/**
 * Physical keys play the game unless a dialog or a text field has the focus. Enter submits a row being
 * typed whichever control last had the focus (a button focused by a closed dialog, a header button
 * reached with Tab): a stray Enter never reopens a dialog over a typed row. With nothing typed, a
 * focused control answers Enter itself, so keyboard users reach every button. Space always belongs to
 * a focused control. Letters and Backspace mean nothing to a button, so they always reach the game.
 */
export function routePhysicalKey(event: KeyboardEvent, actions: PhysicalKeyActions): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || event.isComposing) return;
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body && !inClosedLayer(active) ? active : null;
  // A dialog (the browser's modal <dialog>) or the header's menu takes its own keys.
  if (document.querySelector('dialog[open]') || focused?.closest('dialog, [popover]')) return;
  if (focused && (focused.isContentEditable || TEXT_FIELDS.includes(focused.tagName))) return;
  if (event.key === 'Enter' || event.key === ' ') {
    if (event.key === ' ') return;
    const focusedControl = focused?.matches('button, a[href], [role=button], summary');
    // An on-screen key answers Enter itself (it types, or submits); any other control gives way to a typed row.
    if (focusedControl && (focused?.dataset.key !== undefined || !actions.rowBeingTyped?.())) return;
    event.preventDefault();
    actions.onEnter();
  } else if (event.key === 'Backspace') {
    event.preventDefault();
    actions.onBackspace();
  } else {
    const letter = normaliseLetter(event.key);
    if (letter) actions.onLetter(letter);
  }
}

/**
 * What the keyboard says while it cannot be used. Loading and a failed setup are told by the board
 * alone (one message, with Retry); the keys keep their place from the first paint.
 */
export function keyboardNotice(game: { playedOnAccount: boolean; accountGameShown: boolean }, onSignIn: () => void): KeyboardNotice | null {
  if (!game.playedOnAccount) return null;
  const t = texts('shell').keyboard;
  const action = { label: t.signInToSee, onClick: onSignIn };
  if (game.accountGameShown) return { message: t.signedOutGame, action: { ...action, label: t.signInToPlayOn } };
  return { message: t.playedOnAccount, action };
}
