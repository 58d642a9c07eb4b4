import { codeLengthOn, MAX_COLUMNS, MAX_GUESSES } from '@contracts/constants';
import {
  BOUNCE_DURATION_MS,
  BOUNCE_STAGGER_MS,
  emptyBoard,
  FLIP_DURATION_MS,
  flipStaggerMs,
  POP_DURATION_MS,
  tileLabel,
  type Row,
} from '../game/model';
import { localDateOf } from '../lib/clock';
import { texts } from '../i18n/texts';
import { keepFocus } from './Keyboard';

export interface BoardProps {
  rows: Row[];
  wordLength: number;
  currentRow: number;
  /** Still setting up: the board keeps today's shape and says it is initialising. */
  isRestoring: boolean;
  /** The setup failed: the board says so and offers to try again. */
  failure?: { onRetry: () => void; offline?: boolean } | null;
  /** The row flipping now, if any. */
  revealingRow: number | null;
  /** The winning row, while it bounces. */
  bouncingRow?: number | null;
  /** Changes on each rejected submission: shakes the current row. */
  rejections: number;
  hardMode?: boolean;
  /**
   * False for the prerendered shell and the render that hydrates it: the grid then has every column
   * and the page's CSS shows as many as the local weekday's length (set by the boot script).
   */
  hydrated?: boolean;
  /** Revealed letters by position: shown faintly in the empty tiles of the row being typed. */
  hints?: ReadonlyMap<number, string>;
  /** Tapping a tile of the row being typed chooses the position to reveal (signed-in players). */
  onChooseTile?: (position: number) => void;
  /** The position chosen for 'REVEAL LETTER', outlined. */
  chosenTile?: number | null;
}

const scored = (row: Row) => row.tiles.some((tile) => tile.state === 'correct' || tile.state === 'present' || tile.state === 'absent');
const rowState = (row: Row, current: boolean) => (row.submitted ? (scored(row) ? 'played' : 'checking') : current ? 'typing' : 'waiting');
const rowLabel = (r: number, row: Row, current: boolean) => texts('shell').board.row(r + 1, MAX_GUESSES, rowState(row, current));

/** 'DECRYPTION MATRIX', 'SEC.LEVEL: n', 6 rows × one column per letter; tiles sized to the space left. */
export function Board(props: BoardProps) {
  const {
    rows,
    wordLength,
    currentRow,
    isRestoring,
    failure,
    revealingRow,
    bouncingRow = null,
    rejections,
    hardMode,
    hydrated = true,
    hints,
    onChooseTile,
    chosenTile = null,
  } = props;
  const t = texts('shell').board;
  const ready = !isRestoring && wordLength > 0;
  // Until the game is ready the grid keeps today's shape: the length of the local date's code.
  const columns = ready ? wordLength : hydrated ? codeLengthOn(localDateOf(new Date())) : MAX_COLUMNS;
  const shown = ready ? rows : emptyBoard(columns);
  // The one place a failed setup is told (the keys and toasts stay quiet about it).
  const status = failure ? (failure.offline ? t.offline : t.unreachable) : t.initialising;
  return (
    <section className="board" aria-labelledby="board-title" aria-describedby="board-level">
      <header className="board-header">
        <h2 id="board-title">{t.title}</h2>
        <span className="board-tags">
          {hardMode && <span className="hard-tag">{t.hardMode}</span>}
          <span className="sec-level" id="board-level">
            {/* The shell's level is the page's CSS's, from the boot script's data-cols, like its columns. */}
            {t.level} {ready ? wordLength : hydrated ? columns : <span data-shell-level="" />}
          </span>
        </span>
      </header>
      <div className="board-frame">
        {/* The shell's column count is left to the page's CSS: an inline one would override it. */}
        <div
          className="grid"
          style={hydrated ? { ['--cols' as string]: columns } : undefined}
          data-shell={hydrated ? undefined : ''}
          aria-busy={!ready}
        >
          {shown.map((row, r) => (
            <div
              key={r === currentRow ? `row-${r}-${rejections}` : `row-${r}`}
              className={`grid-row${r === currentRow && rejections > 0 ? ' shake' : ''}${r === bouncingRow ? ' bounce' : ''}`}
              role="group"
              aria-label={rowLabel(r, row, ready && r === currentRow)}
              data-row-state={rowState(row, ready && r === currentRow)}
              data-testid={`row-${r}`}
            >
              {row.tiles.map((tile, c) => {
                const typing = ready && r === currentRow && !row.submitted;
                // Drawn by the stylesheet from data-hint: the tile's text stays what the player typed.
                const hint = typing && !tile.letter ? hints?.get(c) : undefined;
                const chosen = typing && c === chosenTile;
                const flipping = r === revealingRow;
                const popping = tile.state === 'filled' && r === currentRow;
                const bouncing = r === bouncingRow;
                const className = `tile${flipping ? ' flip' : ''}${popping ? ' pop' : ''}${chosen ? ' chosen' : ''}`;
                const style = flipping
                  ? { animationDelay: `${c * flipStaggerMs(columns)}ms`, animationDuration: `${FLIP_DURATION_MS}ms` }
                  : bouncing
                    ? { animationDelay: `${c * BOUNCE_STAGGER_MS}ms`, animationDuration: `${BOUNCE_DURATION_MS}ms` }
                    : popping
                      ? { animationDuration: `${POP_DURATION_MS}ms` }
                      : undefined;
                const shown = { className, style, 'data-state': tile.state, 'data-hint': hint };
                if (typing && onChooseTile)
                  // A tile of the row being typed chooses the letter to reveal: a tap's shortcut, out of the Tab
                  // order (keyboard players choose by typing up to the position); a screen reader can still press it.
                  return (
                    <button
                      key={c}
                      {...shown}
                      type="button"
                      tabIndex={-1}
                      aria-label={t.chooseForReveal(tileLabel(tile, c, hint))}
                      aria-pressed={chosen}
                      onMouseDown={keepFocus}
                      onClick={() => onChooseTile(c)}
                    >
                      {tile.letter}
                    </button>
                  );
                return (
                  <div key={c} {...shown} role="img" aria-label={tileLabel(tile, c, hint)}>
                    {tile.letter}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {!ready && (
          <div className="board-status" role="status">
            <p>
              {status}
              {failure && !failure.offline && <small className="board-status-detail">{t.unreachableDetail}</small>}
            </p>
            {failure && (
              <button type="button" className="primary-button" onClick={failure.onRetry}>
                {t.retry}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
