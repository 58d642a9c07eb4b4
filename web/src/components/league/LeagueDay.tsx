/**
 * A league's day (docs/product.md, "Leagues"): every member's result on one date's code, today
 * first, arrows to earlier days; colours once your own game of that date is over, never letters;
 * places among those who played it, said truthfully while later time zones still can.
 */
import { Link } from 'wouter';
import type { GridTile, LeagueMemberDayDto, LeagueResponseFull } from '@contracts/leagues';
import { texts } from '../../i18n/texts';
import { pageLanguage, pathIn } from '../../lib/language';
import { lettersRevealedText } from '../../game/share';
import { everyoneLine, ordinal } from '../../leagues/leagues';

export const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const shiftDate = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A win in 1 without help: luck, or a code learnt elsewhere (another browser's game of the day), which
 * no word game can tell apart. It counts as the win it is, and the league says which it was not proven
 * to be (docs/product.md, "Leagues").
 */
const firstGuessWin = (member: LeagueMemberDayDto) => member.state === 'won' && member.guessesUsed === 1 && !member.lettersRevealed;
export const FIRST_GUESS_NOTE = '“First guess” marks a win in 1: luck, or a code seen before (in another game of the day).';

export function stateLabel(member: LeagueMemberDayDto): string {
  const helped = member.lettersRevealed ? ` · ${lettersRevealedText(member.lettersRevealed)}` : '';
  const hard = (member.hardMode ? ' (hard mode)' : '') + helped;
  switch (member.state) {
    case 'won':
      return firstGuessWin(member) ? `Solved in 1 · first guess${hard}` : `Solved in ${member.guessesUsed}${hard}`;
    case 'lost':
      return `Not solved${hard}`;
    case 'playing':
      return `Playing: ${member.guessesUsed}/6 guesses${hard}`;
    case 'not-played':
      // A member whose day of the date is not over (in their zone) may still play it: not a miss.
      return member.dayOver ? 'Day over, not played' : 'Not played yet';
  }
}

const TILE_WORDS: Record<GridTile, string> = { correct: 'in place', present: 'elsewhere', absent: 'absent' };

/** A member's colours, never letters; read out row by row. */
function MiniGrid({ grid }: { grid: GridTile[][] }) {
  return (
    <div
      className="mini-grid"
      role="img"
      aria-label={grid.map((row, i) => `Guess ${i + 1}: ${row.map((t) => TILE_WORDS[t]).join(', ')}`).join('. ')}
    >
      {grid.map((row, i) => (
        <div key={i} className="mini-row">
          {row.map((tile, j) => (
            <span key={j} className={`mini-tile ${tile}`} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function dayNote(page: LeagueResponseFull): string {
  const who = page.played === 1 ? 'one member' : `${page.played} members`;
  const among =
    page.played === 0
      ? 'No member has played this code yet.'
      : `Places among the ${who} who played this code${page.soFar ? ' so far' : ''}.`;
  const firstGuess = page.members.some(firstGuessWin) ? ` ${FIRST_GUESS_NOTE}` : '';
  return (page.everyoneFrom ? `${among} ${everyoneLine(page.everyoneFrom)}` : among) + firstGuess;
}

export function LeagueDay({ page, onDate }: { page: LeagueResponseFull; onDate: (date: string) => void }) {
  return (
    <section aria-labelledby="day-title" className="league-section">
      <div className="league-day-nav">
        <button
          type="button"
          className="icon-button"
          aria-label="Earlier day"
          disabled={page.date <= page.firstDate}
          onClick={() => onDate(shiftDate(page.date, -1))}
        >
          ‹
        </button>
        <h2 id="day-title">
          {page.date === page.today ? 'Today' : dayLabel(page.date)} · {page.wordLength} letters
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Later day"
          disabled={page.date >= page.today}
          onClick={() => onDate(shiftDate(page.date, 1))}
        >
          ›
        </button>
      </div>
      {page.date === page.today &&
        !page.viewerFinished &&
        (page.league.language === pageLanguage ? (
          <Link href="/" className="primary-button">
            Play today's code
          </Link>
        ) : (
          // The league's code is another language's: its own page plays it.
          <a href={pathIn(page.league.language, '/')} className="primary-button">
            Play today's {texts('play').languages[page.league.language]} code
          </a>
        ))}
      <p className="muted" data-testid="league-day-note">
        {dayNote(page)}
        {!page.viewerFinished && ' The grids appear once you have finished your own game of this code.'}
      </p>
      <ol className="league-members" aria-label={`Results on ${page.date}`}>
        {page.members.map((member) => (
          <li key={member.memberId} data-testid="league-member">
            <span className="league-place" aria-label={member.place ? `${ordinal(member.place)} place` : 'no place yet'}>
              {member.place ?? '–'}
            </span>
            <span className="league-member-name">
              {member.displayName}
              {member.isYou ? ' (you)' : ''}
              {member.isOwner ? <span className="muted"> · owner</span> : null}
            </span>
            <span className={`league-state ${member.state}`}>{stateLabel(member)}</span>
            {member.grid && <MiniGrid grid={member.grid} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
