/** A league's standings over time (docs/product.md, "Leagues"): the week's points and the all-time figures. */
import type { LeagueResponseFull } from '@contracts/leagues';
import { shortDay } from '../../i18n/calendar';
import { locale } from '../../i18n/intl';
import { texts } from '../../i18n/texts';

export function LeagueTables({ page }: { page: LeagueResponseFull }) {
  const you = page.league.you;
  const t = texts('leagues').tables;
  return (
    <>
      <section aria-labelledby="week-title" className="league-section">
        <h2 id="week-title">{t.week(shortDay(page.week.dates[0]), shortDay(page.week.dates[6]))}</h2>
        <p className="muted">{t.scoring}</p>
        <table className="league-table">
          <thead>
            <tr>
              <th scope="col">{t.place}</th>
              <th scope="col">{t.member}</th>
              <th scope="col">{t.points}</th>
              <th scope="col">{t.guesses}</th>
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
        <h2 id="all-time-title">{t.allTime}</h2>
        <table className="league-table">
          <thead>
            <tr>
              <th scope="col">{t.member}</th>
              <th scope="col">{t.played}</th>
              <th scope="col">{t.winPercent}</th>
              <th scope="col">{t.average}</th>
              <th scope="col">{t.streak}</th>
            </tr>
          </thead>
          <tbody>
            {page.allTime.map((row) => (
              <tr key={row.memberId} className={row.memberId === you ? 'you' : undefined}>
                <th scope="row">{row.displayName}</th>
                <td>{row.played}</td>
                <td>{row.winPercent}</td>
                <td>{row.averageGuesses?.toLocaleString(locale()) ?? '–'}</td>
                <td>{row.currentStreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
