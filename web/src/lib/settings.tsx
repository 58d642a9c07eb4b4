/**
 * The player's settings on this device (docs/product.md, "Settings"): theme (light, dark or the
 * system's), high-contrast colours, hard mode and the keyboard's layout. Theme and contrast are classes on <html>, set
 * before the first paint by the boot script in index.html (web/boot.js) and kept in step here.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isKeyboardLayout, LANGUAGES, type KeyboardLayout } from '@contracts/constants';
import { pageLanguage } from './language';
import { useHydrated } from './hydration';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage';

export type ThemeChoice = 'light' | 'dark' | 'system';

export interface Settings {
  theme: ThemeChoice;
  highContrast: boolean;
  hardMode: boolean;
  keyboard: KeyboardLayout;
}

export interface SettingsContextValue extends Settings {
  /** The theme in effect: the choice, or the system's when following it. */
  dark: boolean;
  update: (change: Partial<Settings>) => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);
const systemDark = () => typeof window !== 'undefined' && (window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);

/** The layout a player has until they choose one: their language's (English: QWERTY). */
export const languageKeyboard: KeyboardLayout = LANGUAGES[pageLanguage].keyboard;

export function storedSettings(): Settings {
  const theme = readItem(STORAGE_KEYS.theme);
  const keyboard = readItem(STORAGE_KEYS.keyboard);
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : 'system',
    highContrast: readItem(STORAGE_KEYS.highContrast) === 'on',
    hardMode: readItem(STORAGE_KEYS.hardMode) === 'on',
    keyboard: isKeyboardLayout(keyboard) ? keyboard : languageKeyboard,
  };
}

export function applyLook(dark: boolean, highContrast: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('hc', highContrast);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // The browser's own bar (and an installed app's title bar) in the chosen theme's page colour.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('content', dark ? '#0b1110' : '#f4f6f5');
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(storedSettings);
  const [systemPrefersDark, setSystemPrefersDark] = useState(systemDark);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    const follow = () => setSystemPrefersDark(query.matches);
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, []);

  const dark = settings.theme === 'system' ? systemPrefersDark : settings.theme === 'dark';
  useEffect(() => applyLook(dark, settings.highContrast), [dark, settings.highContrast]);

  const update = useCallback((change: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      if (next.theme === 'system') removeItem(STORAGE_KEYS.theme);
      else writeItem(STORAGE_KEYS.theme, next.theme);
      writeItem(STORAGE_KEYS.highContrast, next.highContrast ? 'on' : 'off');
      writeItem(STORAGE_KEYS.hardMode, next.hardMode ? 'on' : 'off');
      if (next.keyboard === languageKeyboard) removeItem(STORAGE_KEYS.keyboard);
      else writeItem(STORAGE_KEYS.keyboard, next.keyboard);
      return next;
    });
  }, []);

  // The prerendered page knows no player's settings: it is hydrated with the defaults, then theirs.
  const hydrated = useHydrated();
  const value = useMemo(
    () =>
      hydrated
        ? { ...settings, dark, update }
        : { theme: 'system' as const, highContrast: false, hardMode: false, keyboard: languageKeyboard, dark: false, update },
    [hydrated, settings, dark, update],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
}
