/**
 * A league's day (docs/product.md, "Leagues"): every member's result on one date's code, today
 * first, arrows to earlier days; colours once your own game of that date is over, never letters;
 * places among those who played it, said truthfully while later time zones still can.
 */
import { Link } from 'wouter';
import { MAX_GUESSES } from '@contracts/constants';
import type { GridTile, LeagueMemberDayDto, LeagueResponseFull } from '@contracts/leagues';
import { shortDay } from '../../i18n/calendar';
import { texts } from '../../i18n/texts';
import { pageLanguage, pathIn } from '../../lib/language';
import { lettersRevealedText } from '../../game/share';
import { everyoneLine, ordinal } from '../../leagues/leagues';

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

export function stateLabel(member: LeagueMemberDayDto): string {
  const t = texts('leagues').day;
  const helped = member.lettersRevealed ? ` · ${lettersRevealedText(member.lettersRevealed)}` : '';
  const hard = (member.hardMode ? t.hardMode : '') + helped;
  switch (member.state) {
    case 'won':
      return t.solved(member.guessesUsed, firstGuessWin(member)) + hard;
    case 'lost':
      return t.notSolved + hard;
    case 'playing':
      return t.playing(member.guessesUsed, MAX_GUESSES) + hard;
    case 'not-played':
      // A member whose day of the date is not over (in their zone) may still play it: not a miss.
      return member.dayOver ? t.dayOver : t.notPlayedYet;
  }
}

/** A member's colours, never letters; read out row by row. */
function MiniGrid({ grid }: { grid: GridTile[][] }) {
  const t = texts('leagues').day;
  return (
    <div
      className="mini-grid"
      role="img"
      aria-label={grid.map((row, i) => t.gridRow(i + 1, row.map((tile) => texts('play').report.tiles[tile]).join(', '))).join('. ')}
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
  const t = texts('leagues').day;
  const among = t.among(page.played, page.soFar);
  const firstGuess = page.members.some(firstGuessWin) ? ` ${t.firstGuessNote}` : '';
  return (page.everyoneFrom ? `${among} ${everyoneLine(page.everyoneFrom)}` : among) + firstGuess;
}

export function LeagueDay({ page, onDate }: { page: LeagueResponseFull; onDate: (date: string) => void }) {
  const t = texts('leagues');
  return (
    <section aria-labelledby="day-title" className="league-section">
      <div className="league-day-nav">
        <button
          type="button"
          className="icon-button"
          aria-label={t.day.earlier}
          disabled={page.date <= page.firstDate}
          onClick={() => onDate(shiftDate(page.date, -1))}
        >
          ‹
        </button>
        <h2 id="day-title">{t.day.title(page.date === page.today ? null : shortDay(page.date), page.wordLength)}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t.day.later}
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
            {texts('play').result.playTodaysCode}
          </Link>
        ) : (
          // The league's code is another language's: its own page plays it.
          <a href={pathIn(page.league.language, '/')} className="primary-button">
            {t.day.playIn(texts('play').languages[page.league.language])}
          </a>
        ))}
      <p className="muted" data-testid="league-day-note">
        {dayNote(page)}
        {!page.viewerFinished && ` ${t.day.gridsLater}`}
      </p>
      <ol className="league-members" aria-label={t.day.results(shortDay(page.date))}>
        {page.members.map((member) => (
          <li key={member.memberId} data-testid="league-member">
            <span className="league-place" aria-label={member.place ? t.day.place(ordinal(member.place)) : t.day.noPlace}>
              {member.place ?? '–'}
            </span>
            <span className="league-member-name">
              {member.displayName}
              {member.isYou ? t.day.you : ''}
              {member.isOwner ? <span className="muted">{t.day.owner}</span> : null}
            </span>
            <span className={`league-state ${member.state}`}>{stateLabel(member)}</span>
            {member.grid && <MiniGrid grid={member.grid} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
