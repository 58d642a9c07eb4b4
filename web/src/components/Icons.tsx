/**
 * The few icons the header and dialogs use: each a reference into the page's inline sprite
 * (IconSprite.tsx; no icon font, nothing to fetch, no path data in the app's JavaScript), hidden
 * from screen readers.
 */
import type { IconName } from './icon-paths';

/** The sprite's id of an icon's symbol. */
export const iconId = (name: IconName) => `icon-${name}`;

const icon = (name: IconName) =>
  function Icon() {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <use href={`#${iconId(name)}`} />
      </svg>
    );
  };

export const HelpIcon = icon('help');
export const StatsIcon = icon('stats');
export const SettingsIcon = icon('settings');
export const MoreIcon = icon('more');
export const PersonIcon = icon('person');
export const CoinIcon = icon('coin');
export const ArchiveIcon = icon('archive');
export const LeaguesIcon = icon('leagues');
