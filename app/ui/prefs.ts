// User preferences kept in storage: language, theme, screen wake lock. The
// theme is also mirrored in the boot cache so the first frame has it.
import { useEffect, useState } from 'preact/hooks';
import { getSetting, setSetting, type RenoncDb } from '../storage';
import { readBootCache, writeBootCache } from './boot-cache';
import { applyTheme, type Theme } from './theme';

export { THEMES, applyTheme, type Theme } from './theme';

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

export function usePrefs(db: RenoncDb): [Prefs, (p: Partial<Prefs>) => Promise<void>] {
  const [prefs, setPrefs] = useState<Prefs>(() => ({
    ...DEFAULT_PREFS,
    theme: readBootCache().theme ?? DEFAULT_PREFS.theme,
  }));
  useEffect(() => {
    void loadPrefs(db).then((p) => {
      setPrefs(p);
      applyTheme(p.theme);
      writeBootCache({ theme: p.theme });
    });
  }, [db]);
  const update = async (patch: Partial<Prefs>) => {
    const next = { ...prefs, ...patch };
    setPrefs(next);
    applyTheme(next.theme);
    for (const [key, value] of Object.entries(patch)) await setSetting(db, key, value);
    // Only once stored: the cache never knows more than the database.
    if (patch.theme) writeBootCache({ theme: patch.theme });
  };
  return [prefs, update];
}
