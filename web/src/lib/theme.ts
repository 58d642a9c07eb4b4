import { useCallback, useEffect, useState } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export type Theme = 'light' | 'dark';

/** product.md §3: light by default; dark if the system prefers it or a stored value says so. */
export function initialTheme(): Theme {
  const stored = readItem(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function useTheme() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => applyTheme(theme), [theme]);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      writeItem(STORAGE_KEYS.theme, next);
      return next;
    });
  }, []);
  return { theme, toggle };
}
