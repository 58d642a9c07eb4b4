/**
 * Where sign-in may bring a player back: only a page of this site. The check reads any path in one
 * pass: a long path with one bad character at its end (which made the earlier pattern backtrack
 * for minutes and froze the tab at Sign in) is refused at once.
 */
import { isOwnPage } from '../../web/src/auth/AuthContext';

describe('the page sign-in returns to', () => {
  it.each(['/', '/leagues', '/leagues/', '/leagues/join/Ab3_x-9', '/archive/2026-11-20'])('is %s, a page of this site', (path) => {
    expect(isOwnPage(path)).toBe(true);
  });

  it.each(['', 'leagues', '//evil.example', '/leagues//x', '/a?b', '/a#b', 'https://evil.example/', '/\\evil', '/a b'])(
    'is never %j',
    (path) => expect(isOwnPage(path)).toBe(false),
  );

  it('refuses a long path with one bad character at its end in one pass', () => {
    expect(isOwnPage(`/leagues/${'a'.repeat(5000)}!`)).toBe(false);
    expect(isOwnPage(`/${'ab/'.repeat(5000)}!`)).toBe(false);
  });
});
