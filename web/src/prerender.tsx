/**
 * Build time only (web/scripts/build.mts): the game's page as HTML, knowing nothing of the player.
 * Every column of the longest code is there; the page's CSS shows as many as the local weekday's
 * length, from the boot script's data-cols.
 */
import { renderToString } from 'react-dom/server';
import { App } from './App';

export const renderShell = (): string => renderToString(<App ssrPath="/" />);
