// Persistent Chromium profiles for durability tests, and a real crash: every
// process of that profile gets SIGKILL, as when a phone's browser is killed.
import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function newProfileDir(): string {
  return mkdtempSync(join(tmpdir(), 'renonc-profile-'));
}

export function removeProfileDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function launchProfile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
  });
}

/** PIDs whose command line names the profile folder: exactly this browser's processes. */
export function pidsOfProfile(dir: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (cmdline.includes(dir)) pids.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

export async function killProfile(dir: string): Promise<void> {
  const pids = pidsOfProfile(dir);
  if (pids.length === 0) throw new Error('no Chromium process found for the profile');
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (let i = 0; i < 50 && pidsOfProfile(dir).length > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}
