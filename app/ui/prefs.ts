// User preferences kept in storage: language, theme, screen wake lock.
import { useEffect, useState } from 'preact/hooks';
import { getSetting, setSetting, type RenoncDb } from '../storage';

export const THEMES = ['system', 'dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export interface Prefs {
  readonly theme: Theme;
  readonly wakeLock: boolean;
}

export const DEFAULT_PREFS: Prefs = { theme: 'system', wakeLock: true };

export async function loadPrefs(db: RenoncDb): Promise<Prefs> {
  return {
    theme: await getSetting<Theme>(db, 'theme', DEFAULT_PREFS.theme),
    wakeLock: await getSetting<boolean>(db, 'wakeLock', DEFAULT_PREFS.wakeLock),
  };
}

export function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

export function usePrefs(db: RenoncDb): [Prefs, (p: Partial<Prefs>) => Promise<void>] {
  const [prefs, setPrefs] = useState<Prefs>(DEFAULT_PREFS);
  useEffect(() => {
    void loadPrefs(db).then((p) => {
      setPrefs(p);
      applyTheme(p.theme);
    });
  }, [db]);
  const update = async (patch: Partial<Prefs>) => {
    const next = { ...prefs, ...patch };
    setPrefs(next);
    applyTheme(next.theme);
    for (const [key, value] of Object.entries(patch)) await setSetting(db, key, value);
  };
  return [prefs, update];
}
