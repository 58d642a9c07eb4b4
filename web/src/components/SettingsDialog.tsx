/**
 * Settings (docs/product.md, "Settings"): theme (light, dark, or the system's), high-contrast
 * colours, hard mode. Kept on this device; they apply at once (hard mode: from the next game, since
 * a game keeps the mode it started with).
 */
import { useSettings, type ThemeChoice } from '../lib/settings';
import { Modal } from './Modal';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Follow the system' },
];

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The mode today's game was started in, once its first guess is sent (it no longer changes). */
  gameHardMode?: boolean;
}

export default function SettingsDialog({ open, onOpenChange, gameHardMode }: SettingsDialogProps) {
  const settings = useSettings();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Settings" narrow>
      <form className="settings" onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>Theme</legend>
          {THEMES.map(({ value, label }) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={settings.theme === value}
                onChange={() => settings.update({ theme: value })}
              />
              {label}
            </label>
          ))}
        </fieldset>
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
      </form>
    </Modal>
  );
}
