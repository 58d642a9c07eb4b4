/** A league's standings over time (docs/product.md, "Leagues"): the week's points and the all-time figures. */
import type { LeagueResponseFull } from '@contracts/leagues';
import { dayLabel } from './LeagueDay';

export function LeagueTables({ page }: { page: LeagueResponseFull }) {
  const you = page.league.you;
  return (
    <>
      <section aria-labelledby="week-title" className="league-section">
        <h2 id="week-title">
          Week of {dayLabel(page.week.dates[0])} – {dayLabel(page.week.dates[6])}
        </h2>
        <p className="muted">
          A win in N guesses scores 7 − N points (a revealed letter counts as a guess; a win scores at least 1); ties go to fewer guesses.
        </p>
        <table className="league-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Member</th>
              <th scope="col">Points</th>
              <th scope="col">Guesses</th>
            </tr>
          </thead>
          <tbody>
            {page.week.rows.map((row) => (
              <tr key={row.memberId} className={row.memberId === you ? 'you' : undefined}>
                <td>{row.place}</td>
                <th scope="row">{row.displayName}</th>
                <td>{row.points}</td>
                <td>{row.totalGuesses}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="all-time-title" className="league-section">
        <h2 id="all-time-title">All time</h2>
        <table className="league-table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Played</th>
              <th scope="col">Win %</th>
              <th scope="col">Avg</th>
              <th scope="col">Streak</th>
            </tr>
          </thead>
          <tbody>
            {page.allTime.map((row) => (
              <tr key={row.memberId} className={row.memberId === you ? 'you' : undefined}>
                <th scope="row">{row.displayName}</th>
                <td>{row.played}</td>
                <td>{row.winPercent}</td>
                <td>{row.averageGuesses ?? '–'}</td>
                <td>{row.currentStreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
