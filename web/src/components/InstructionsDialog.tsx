import { Modal } from './Modal';

const TILES: [string, string, string][] = [
  ['C', 'correct', 'Green: the letter is in the code, in this position.'],
  ['O', 'present', 'Yellow: the letter is in the code, in another position.'],
  ['D', 'absent', 'Grey: the letter is not in the code (or not again).'],
];

/** product.md §2: goal, guesses, midnight codes, levels, colours, credits and the reveal helper. */
export default function InstructionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="How to decrypt" description="Crack the daily code in six guesses.">
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
          <h3>Security levels</h3>
          <p>
            The code's length follows the weekday: Monday 4 letters, Tuesday 5, Wednesday 6, Thursday 7, Friday 8, Saturday 9 and Sunday 10.
          </p>
        </section>
        <section>
          <h3>Reading the tiles</h3>
          <ul className="legend">
            {TILES.map(([letter, state, text]) => (
              <li key={state}>
                <span className="tile small" data-state={state} aria-hidden="true">
                  {letter}
                </span>
                {text}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>Credits and helpers</h3>
          <p>
            Signed-in players start with <strong>5 credits</strong>. The <strong>letter reveal</strong> helper uncovers one letter of the
            code at its position; a random letter costs <strong>1 credit</strong>.
          </p>
          <p>More credits can be bought. Purchases are final and non-refundable.</p>
        </section>
      </div>
    </Modal>
  );
}
