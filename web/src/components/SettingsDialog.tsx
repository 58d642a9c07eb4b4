/**
 * Settings (docs/product.md, "Settings"): theme (light, dark, or the system's), high-contrast
 * colours, hard mode, the keyboard's layout, the cookie choice (ads and analytics: changeable at any time), and for a
 * signed-in player the daily reminder and their data.
 * Kept on this device; they apply at once (hard mode: from the next game, since
 * a game keeps the mode it started with).
 */
import { KEYBOARD_LAYOUTS, type KeyboardLayout } from '@contracts/constants';
import { texts } from '../i18n/texts';
import { decideConsent, useConsent } from '../lib/consent';
import { useSettings, type ThemeChoice } from '../lib/settings';
import { pageLanguage, pathIn } from '../lib/language';
import { AccountData } from './AccountData';
import { Modal } from './Modal';
import { ReminderSettings } from './Reminders';

const THEMES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** Every layout, for any language: players type on the one their fingers know (a new layout must be named here). */
const keyboardName = (layout: KeyboardLayout): string =>
  ({ qwerty: 'QWERTY', azerty: 'AZERTY', qwertz: 'QWERTZ', alphabetical: texts('play').settings.alphabetical })[layout];

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
  const t = texts('play').settings;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} narrow>
      <form className="settings" onSubmit={(event) => event.preventDefault()}>
        <RadioChoices
          legend={t.theme}
          name="theme"
          choices={THEMES.map((value) => ({ value, label: t.themes[value] }))}
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
            {t.highContrast}
            <small>{t.highContrastNote}</small>
          </span>
        </label>
        <label className="choice switch">
          <input type="checkbox" checked={settings.hardMode} onChange={(event) => settings.update({ hardMode: event.target.checked })} />
          <span>
            {t.hardMode}
            <small>
              {t.hardModeNote}
              {gameHardMode !== undefined && t.hardModeToday(gameHardMode)}
            </small>
          </span>
        </label>
        <RadioChoices
          legend={t.keyboard}
          name="keyboard"
          className="keyboard-choices"
          choices={KEYBOARD_LAYOUTS.map((value) => ({ value, label: keyboardName(value) }))}
          value={settings.keyboard}
          onChange={(keyboard) => settings.update({ keyboard })}
        />
        <label className="choice switch">
          <input type="checkbox" checked={consent === 'accepted'} onChange={(event) => decideConsent(event.target.checked)} />
          <span>
            {t.cookies}
            <small>
              {consent === 'accepted' ? t.cookiesOn : t.cookiesOff} <a href={pathIn(pageLanguage, '/privacy')}>{t.whatIsStored}</a>
            </small>
          </span>
        </label>
        {account && <ReminderSettings />}
        {account && <AccountData balance={account.balance} />}
      </form>
    </Modal>
  );
}
