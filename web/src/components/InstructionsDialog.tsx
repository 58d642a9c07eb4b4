/**
 * How to play (docs/product.md, "Instructions"): goal, six guesses, midnight codes, the weekday
 * levels, three example rows for the tile colours, credits and the reveal helper. Part of the first
 * paint (prerendered, shown by the boot script on a first visit), so it never pops up late; on a
 * first visit it also carries the cookie choice, so one click records it.
 */
import type { TileState } from '@contracts/common';
import { DEFAULT_HELPER_PRICES, lengthsOn, STARTING_CREDITS, WEEKDAYS } from '@contracts/constants';
import { localDateOf } from '../lib/clock';
import { useSettings } from '../lib/settings';
import { creditsLabel } from './HeaderAccount';
import { Modal } from './Modal';

const EXAMPLES: { word: string; at: number; state: TileState; text: string }[] = [
  { word: 'CODES', at: 0, state: 'correct', text: 'C is in the code, in this position.' },
  { word: 'TRACE', at: 2, state: 'present', text: 'A is in the code, in another position.' },
  { word: 'VAULT', at: 3, state: 'absent', text: 'L is not in the code (or not again).' },
];

/** The colours' names, as the player sees them (high contrast: orange and blue), with the mark each state carries. */
const colourName = (state: TileState, highContrast: boolean) =>
  state === 'correct'
    ? `${highContrast ? 'Orange' : 'Green'}, with a bar`
    : state === 'present'
      ? `${highContrast ? 'Blue' : 'Yellow'}, with a dot`
      : 'Grey';

function ExampleRow({ word, at, state, text, highContrast }: (typeof EXAMPLES)[number] & { highContrast: boolean }) {
  return (
    <li className="example">
      <div className="example-row" role="img" aria-label={`${word}: ${word[at]} is ${state}`}>
        {[...word].map((letter, i) => (
          <span key={i} className="tile small" data-state={i === at ? state : 'filled'}>
            {letter}
          </span>
        ))}
      </div>
      <p>
        <strong>{colourName(state, highContrast)}:</strong> {text}
      </p>
    </li>
  );
}

/** "Monday 4 letters, Tuesday 5, ... and Sunday 10", from the table in force (Sunday first). */
function weekOfLengths(lengths: readonly number[]): string {
  const week = [1, 2, 3, 4, 5, 6, 0].map((day, i) => `${WEEKDAYS[day]} ${lengths[day]}${i === 0 ? ' letters' : ''}`);
  return `${week.slice(0, -1).join(', ')} and ${week.at(-1)}`;
}

export default function InstructionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { highContrast } = useSettings();
  return (
    <Modal
      id="instructions"
      open={open}
      onOpenChange={onOpenChange}
      title="How to decrypt"
      description="Crack the daily code in six guesses."
    >
      <div className="instructions">
        <section>
          <h3>Your mission</h3>
          <p>
            Find the secret code word in <strong>6 guesses</strong>. Each guess must be a real word of the code's length; press ENTER to
            submit it.
          </p>
          <p>
            A new encrypted sequence is deployed every day at <strong>00:00</strong>, your local time.
          </p>
        </section>
        <section>
          <h3>Reading the tiles</h3>
          <ul className="examples">
            {EXAMPLES.map((example) => (
              <ExampleRow key={example.word} {...example} highContrast={highContrast} />
            ))}
          </ul>
        </section>
        <section>
          <h3>Security levels</h3>
          <p>The code's length follows the weekday: {weekOfLengths(lengthsOn(localDateOf(new Date())))}.</p>
        </section>
        <section>
          <h3>Credits and helpers</h3>
          <p>
            {/* The figures the helper buttons start from (the settings may change the prices later). */}
            Signed-in players start with <strong>{creditsLabel(STARTING_CREDITS)}</strong>. The <strong>letter reveal</strong> helper
            uncovers one letter of the code at its position; a random letter costs{' '}
            <strong>{creditsLabel(DEFAULT_HELPER_PRICES.revealRandomLetter)}</strong>.
          </p>
          <p>More credits can be bought. Purchases are final and non-refundable.</p>
        </section>
      </div>
    </Modal>
  );
}
