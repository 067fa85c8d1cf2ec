// The save guard of ./save-guard.ts as a hook: the night screen's saves run
// through `guarded`, and `closed` re-renders the entry area disabled while a
// save is in flight and for the quiet time after it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { createSaveGuard, type SaveGuard } from './save-guard';

export interface SaveGuardHook {
  /**
   * Runs `save` unless the guard is closed; a tap it ignores answers false and
   * shows nothing. `afterQuiet: false` skips the quiet time (a confirmed void).
   */
  readonly guarded: (save: () => Promise<boolean>, afterQuiet?: boolean) => Promise<boolean>;
  readonly closed: boolean;
}

export function useSaveGuard(now: () => number): SaveGuardHook {
  const guard = useRef<SaveGuard | undefined>(undefined);
  guard.current ??= createSaveGuard();
  const [closed, setClosed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const reopenAfterQuiet = (g: SaveGuard) => {
    window.clearTimeout(timer.current);
    const wait = g.quietUntil() - now();
    if (wait <= 0) return setClosed(false);
    timer.current = window.setTimeout(() => reopenAfterQuiet(g), wait);
  };
  const guarded = async (save: () => Promise<boolean>, afterQuiet = true) => {
    const g = guard.current!;
    if (!g.begin(now(), afterQuiet)) return false;
    setClosed(true);
    let stored = false;
    try {
      stored = await save();
    } finally {
      g.finish(now(), stored);
      reopenAfterQuiet(g);
    }
    return stored;
  };
  return { guarded, closed };
}
