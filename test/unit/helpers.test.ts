/** The helpers' rules (lambdas/domain/helpers.ts): which hidden letter each may reveal, and when it refuses. */
import { chooseReveal } from '../../lambdas/domain/helpers';

describe('choosing a letter to reveal', () => {
  const first = () => 0;
  it('picks among the positions the player does not know: not revealed, not green', () => {
    expect(chooseReveal('crane', { revealed: [{ position: 0, letter: 'c' }] }, { type: 'revealRandomLetter' }, first)).toEqual({
      ok: true,
      position: 1,
    });
    expect(
      chooseReveal('crane', { revealed: [{ position: 0, letter: 'c' }], green: new Set([1, 2]) }, { type: 'revealRandomLetter' }, first),
    ).toEqual({
      ok: true,
      position: 3,
    });
    expect(
      chooseReveal('ab', { revealed: [{ position: 0, letter: 'a' }], green: new Set([1]) }, { type: 'revealRandomLetter' }, first),
    ).toEqual({
      ok: false,
      reason: 'all-known',
    });
  });

  it('reveals a requested position that is inside the word, hidden and not known', () => {
    expect(chooseReveal('crane', { revealed: [] }, { type: 'revealSpecificLetter', position: 4 }, first)).toEqual({
      ok: true,
      position: 4,
    });
    expect(chooseReveal('crane', { revealed: [] }, { type: 'revealSpecificLetter', position: 5 }, first)).toEqual({
      ok: false,
      reason: 'position-out-of-range',
    });
    expect(
      chooseReveal('crane', { revealed: [{ position: 2, letter: 'a' }] }, { type: 'revealSpecificLetter', position: 2 }, first),
    ).toEqual({
      ok: false,
      reason: 'position-revealed',
    });
    expect(chooseReveal('crane', { revealed: [], green: new Set([2]) }, { type: 'revealSpecificLetter', position: 2 }, first)).toEqual({
      ok: false,
      reason: 'position-known',
    });
  });
});
