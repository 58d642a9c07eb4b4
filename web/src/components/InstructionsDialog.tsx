/**
 * How to play (docs/product.md, "Instructions"): goal, six guesses, midnight codes, the weekday
 * levels, three example rows for the tile colours, credits and the reveal helper. Part of the first
 * paint (prerendered, shown by the boot script on a first visit), so it never pops up late; on a
 * first visit it also carries the cookie choice, so one click records it.
 */
import type { TileState } from '@contracts/common';
import { DEFAULT_HELPER_PRICES, lengthsOn, STARTING_CREDITS } from '@contracts/constants';
import { weekdayName } from '../i18n/intl';
import { texts } from '../i18n/texts';
import { localDateOf } from '../lib/clock';
import { useSettings } from '../lib/settings';
import { creditsLabel } from './HeaderAccount';
import { Modal } from './Modal';

type Example = { word: string; at: number; state: TileState; text: string };

function ExampleRow({ word, at, state, text, highContrast }: Example & { highContrast: boolean }) {
  const t = texts('play').instructions;
  return (
    <li className="example">
      <div className="example-row" role="img" aria-label={t.exampleLabel(word, word[at], texts('shell').states[state])}>
        {[...word].map((letter, i) => (
          <span key={i} className="tile small" data-state={i === at ? state : 'filled'}>
            {letter}
          </span>
        ))}
      </div>
      <p>
        <strong>{t.colour(state, highContrast)}:</strong> {text}
      </p>
    </li>
  );
}

/** Monday to Sunday, each with its length, from the table in force (Sunday first). */
const weekOfLengths = (lengths: readonly number[]) =>
  [1, 2, 3, 4, 5, 6, 0].map((day) => ({ weekday: weekdayName(day), length: lengths[day] }));

/** A text with its emphases: every other part is strong. */
const emphasised = (parts: readonly string[]) => parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part));

export default function InstructionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { highContrast } = useSettings();
  const t = texts('play').instructions;
  return (
    <Modal id="instructions" open={open} onOpenChange={onOpenChange} title={t.title} description={t.description}>
      <div className="instructions">
        <section>
          <h3>{t.mission}</h3>
          <p>{emphasised(t.goal)}</p>
          <p>{emphasised(t.midnight)}</p>
        </section>
        <section>
          <h3>{t.tiles}</h3>
          <ul className="examples">
            {t.examples.map((example) => (
              <ExampleRow key={example.word} {...example} highContrast={highContrast} />
            ))}
          </ul>
        </section>
        <section>
          <h3>{t.levels}</h3>
          <p>{t.week(weekOfLengths(lengthsOn(localDateOf(new Date()))))}</p>
        </section>
        <section>
          <h3>{t.credits}</h3>
          {/* The figures the helper buttons start from (the settings may change the prices later). */}
          <p>{emphasised(t.helpers(creditsLabel(STARTING_CREDITS), creditsLabel(DEFAULT_HELPER_PRICES.revealRandomLetter)))}</p>
          <p>{t.purchases}</p>
        </section>
      </div>
    </Modal>
  );
}
