// Keeps the screen on while a night is open (when the user wants it). The
// browser drops the lock when the page is hidden, so it is taken again on return.

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

export function holdWakeLock(): () => void {
  const wakeLock = (
    navigator as Navigator & { wakeLock?: { request(t: 'screen'): Promise<WakeLockSentinelLike> } }
  ).wakeLock;
  if (!wakeLock) return () => {};
  let sentinel: WakeLockSentinelLike | undefined;
  let active = true;
  const acquire = () => {
    if (!active || document.visibilityState !== 'visible') return;
    wakeLock
      .request('screen')
      .then((s) => {
        if (active) sentinel = s;
        else void s.release();
      })
      .catch(() => {
        // Refused (battery saver, no user gesture yet): the app works without it.
      });
  };
  document.addEventListener('visibilitychange', acquire);
  acquire();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', acquire);
    void sentinel?.release();
  };
}
