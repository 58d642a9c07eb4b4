import { LENGTH_BY_WEEKDAY, MAX_COLUMNS } from '@contracts/constants';
import { FLIP_DURATION_MS, FLIP_STAGGER_MS, POP_DURATION_MS, tileLabel, type Row } from '../game/model';

export interface BoardProps {
  rows: Row[];
  wordLength: number;
  currentRow: number;
  isRestoring: boolean;
  /** The row flipping now, if any. */
  revealingRow: number | null;
  /** Changes on each rejected submission: shakes the current row. */
  rejections: number;
}

/** product.md §2: 'DECRYPTION MATRIX', 'SEC.LEVEL: n', 6 rows × one column per letter. */
export function Board({ rows, wordLength, currentRow, isRestoring, revealingRow, rejections }: BoardProps) {
  const ready = !isRestoring && wordLength > 0;
  return (
    <section className="board" aria-labelledby="board-title">
      <header className="board-header">
        <h2 id="board-title">DECRYPTION MATRIX</h2>
        <span className="sec-level">SEC.LEVEL: {wordLength}</span>
      </header>
      {!ready ? (
        // Today's length follows the local weekday, so the loading board already takes the grid's
        // height (no layout shift when the server's answer arrives).
        <p
          className="board-loading"
          role="status"
          style={{ ['--cols' as string]: Math.min(MAX_COLUMNS, wordLength || LENGTH_BY_WEEKDAY[new Date().getDay()]) }}
        >
          INITIALIZING DECRYPTION MATRIX...
        </p>
      ) : (
        <div className="grid" style={{ ['--cols' as string]: wordLength }}>
          {rows.map((row, r) => (
            <div
              key={r === currentRow ? `row-${r}-${rejections}` : `row-${r}`}
              className={`grid-row${r === currentRow && rejections > 0 ? ' shake' : ''}`}
              role="group"
              aria-label={`Guess ${r + 1} of ${rows.length}${row.submitted ? ', submitted' : ''}`}
              data-testid={`row-${r}`}
            >
              {row.tiles.map((tile, c) => {
                const flipping = r === revealingRow;
                const popping = tile.state === 'filled' && r === currentRow;
                return (
                  <div
                    key={c}
                    className={`tile${flipping ? ' flip' : ''}${popping ? ' pop' : ''}`}
                    data-state={tile.state}
                    role="img"
                    aria-label={tileLabel(tile, c)}
                    style={
                      flipping
                        ? { animationDelay: `${c * FLIP_STAGGER_MS}ms`, animationDuration: `${FLIP_DURATION_MS}ms` }
                        : popping
                          ? { animationDuration: `${POP_DURATION_MS}ms` }
                          : undefined
                    }
                  >
                    {tile.letter}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
