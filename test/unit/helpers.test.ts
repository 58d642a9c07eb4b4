/** The helpers' rules (lambdas/domain/helpers.ts): which hidden letter each may reveal, and when it refuses. */
import { chooseReveal, HELPER_RULES, revealablePositions } from '../../lambdas/domain/helpers';
import { HELPERS } from '../../lambdas/domain/rules';

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
      refusal: 'conflict',
      reason: 'all-known',
      message: 'You know every letter already.',
    });
  });

  it('reveals a requested position that is inside the word, hidden and not known', () => {
    expect(chooseReveal('crane', { revealed: [] }, { type: 'revealSpecificLetter', position: 4 }, first)).toEqual({
      ok: true,
      position: 4,
    });
    expect(chooseReveal('crane', { revealed: [] }, { type: 'revealSpecificLetter', position: 5 }, first)).toEqual({
      ok: false,
      refusal: 'invalid',
      reason: 'position-out-of-range',
      message: 'letterPosition must be from 0 to 4',
    });
    expect(
      chooseReveal('crane', { revealed: [{ position: 2, letter: 'a' }] }, { type: 'revealSpecificLetter', position: 2 }, first),
    ).toEqual({
      ok: false,
      refusal: 'conflict',
      reason: 'position-revealed',
      message: 'That letter is already revealed.',
    });
    expect(chooseReveal('crane', { revealed: [], green: new Set([2]) }, { type: 'revealSpecificLetter', position: 2 }, first)).toEqual({
      ok: false,
      refusal: 'conflict',
      reason: 'position-known',
      message: 'You know that letter already: it is green in your guesses.',
    });
  });

  // Every helper of HELPERS, the ones to come included: a rule offers only hidden positions, never
  // an empty choice, and says no in its own words.
  const answers = ['crane', 'rhythm', 'queue', 'abcdefghij', 'ssss'];
  const subsets = (length: number) =>
    Array.from({ length: 2 ** length }, (_, mask) => [...Array(length).keys()].filter((i) => mask & (1 << i)));

  it.each(HELPERS.filter((helper) => !helper.atTypingPosition).map((helper) => helper.type))(
    '%s offers only hidden positions, or refuses in words',
    (type) => {
      for (const answer of answers.filter((word) => word.length <= 6))
        for (const hidden of subsets(answer.length).filter((set) => set.length > 0)) {
          const result = HELPER_RULES[type](answer, hidden);
          if (result.ok) {
            expect(result.positions.length).toBeGreaterThan(0);
            for (const position of result.positions) expect(hidden).toContain(position);
          } else {
            expect(result.refusal).toMatch(/^(invalid|conflict)$/);
            expect(result.message).toMatch(/^[A-Z].*\.$/);
          }
        }
    },
  );

  it.each(HELPERS.map((helper) => helper.type))('%s reveals letter after letter exactly as many as revealablePositions says', (type) => {
    for (const answer of answers) {
      const revealed: { position: number; letter: string }[] = [];
      for (let position = 0; ; position++) {
        const choice = chooseReveal(answer, { revealed }, { type, position }, first);
        if (!choice.ok) break;
        expect(revealed.map((letter) => letter.position)).not.toContain(choice.position);
        revealed.push({ position: choice.position, letter: answer[choice.position] });
      }
      expect(revealed).toHaveLength(revealablePositions(answer, type));
    }
  });

  it("passes a rule's own refusal on as it is, and never sells a letter a rule offers that the player knows", () => {
    const refusing = { ...HELPER_RULES, revealRandomLetter: () => refusal };
    const refusal = { ok: false, refusal: 'conflict', reason: 'no-fit', message: 'No letter fits.' } as const;
    expect(chooseReveal('crane', { revealed: [] }, { type: 'revealRandomLetter' }, first, refusing)).toEqual(refusal);
    // A rule offering known or absent positions, or none: refused, never a known letter nor a crash.
    const careless = { ...HELPER_RULES, revealRandomLetter: () => ({ ok: true, positions: [0, 7] }) as const };
    expect(
      chooseReveal('crane', { revealed: [{ position: 0, letter: 'c' }] }, { type: 'revealRandomLetter' }, first, careless),
    ).toMatchObject({
      ok: false,
      refusal: 'conflict',
      reason: 'none-offered',
    });
    const empty = { ...HELPER_RULES, revealRandomLetter: () => ({ ok: true, positions: [] }) as const };
    expect(chooseReveal('crane', { revealed: [] }, { type: 'revealRandomLetter' }, first, empty)).toMatchObject({
      ok: false,
      reason: 'none-offered',
    });
  });
});
