/**
 * Settings (docs/product.md, "Settings"): theme (light, dark, or the system's), high-contrast
 * colours, hard mode, the keyboard's layout, the cookie choice (ads and analytics: changeable at any time), and for a
 * signed-in player the daily reminder and their data.
 * Kept on this device; they apply at once (hard mode: from the next game, since
 * a game keeps the mode it started with).
 */
import { KEYBOARD_LAYOUTS, type KeyboardLayout } from '@contracts/constants';
import { decideConsent, useConsent } from '../lib/consent';
import { useSettings, type ThemeChoice } from '../lib/settings';
import { pageLanguage, pathIn } from '../lib/language';
import { AccountData } from './AccountData';
import { Modal } from './Modal';
import { ReminderSettings } from './Reminders';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Follow the system' },
];

/** Every layout, for any language: players type on the one their fingers know (a new layout must be named here). */
const KEYBOARD_NAMES: Record<KeyboardLayout, string> = {
  qwerty: 'QWERTY',
  azerty: 'AZERTY',
  qwertz: 'QWERTZ',
  alphabetical: 'Alphabetical',
};
const KEYBOARDS = KEYBOARD_LAYOUTS.map((value) => ({ value, label: KEYBOARD_NAMES[value] }));

/** One setting's choices, one of them checked, as a named group of radio buttons. */
function RadioChoices<T extends string>(props: {
  legend: string;
  name: string;
  className?: string;
  choices: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={props.className}>
      <legend>{props.legend}</legend>
      {props.choices.map(({ value, label }) => (
        <label key={value} className="choice">
          <input type="radio" name={props.name} value={value} checked={props.value === value} onChange={() => props.onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The mode today's game was started in, once its first guess is sent (it no longer changes). */
  gameHardMode?: boolean;
  /** A signed-in player's account (its data, its deletion); undefined signed out. */
  account?: { balance: number | null };
}

export default function SettingsDialog({ open, onOpenChange, gameHardMode, account }: SettingsDialogProps) {
  const settings = useSettings();
  const consent = useConsent();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Settings" narrow>
      <form className="settings" onSubmit={(event) => event.preventDefault()}>
        <RadioChoices
          legend="Theme"
          name="theme"
          choices={THEMES}
          value={settings.theme}
          onChange={(theme) => settings.update({ theme })}
        />
        <label className="choice switch">
          <input
            type="checkbox"
            checked={settings.highContrast}
            onChange={(event) => settings.update({ highContrast: event.target.checked })}
          />
          <span>
            High-contrast colours
            <small>Orange for a letter in place, blue for a letter elsewhere.</small>
          </span>
        </label>
        <label className="choice switch">
          <input type="checkbox" checked={settings.hardMode} onChange={(event) => settings.update({ hardMode: event.target.checked })} />
          <span>
            Hard mode
            <small>
              Every guess must keep the green letters in place and use the yellow ones (revealed letters count as green).
              {gameHardMode !== undefined &&
                ` Today's game is in ${gameHardMode ? 'hard' : 'normal'} mode since its first guess; a change applies from your next game.`}
            </small>
          </span>
        </label>
        <RadioChoices
          legend="Keyboard"
          name="keyboard"
          className="keyboard-choices"
          choices={KEYBOARDS}
          value={settings.keyboard}
          onChange={(keyboard) => settings.update({ keyboard })}
        />
        <label className="choice switch">
          <input type="checkbox" checked={consent === 'accepted'} onChange={(event) => decideConsent(event.target.checked)} />
          <span>
            Ads and analytics cookies
            <small>
              {consent === 'accepted'
                ? 'On: players who are not signed in see ads, which may set cookies. Turn off to withdraw your consent.'
                : 'Off: no ad or analytics script, cookie or request. Turn on to allow them.'}{' '}
              <a href={pathIn(pageLanguage, '/privacy')}>What is stored</a>
            </small>
          </span>
        </label>
        {account && <ReminderSettings />}
        {account && <AccountData balance={account.balance} />}
      </form>
    </Modal>
  );
}
