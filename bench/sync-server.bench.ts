// Server memory with 100 open nights: the sync server runs as its own process
// (sync only, fresh data folder); 100 Node phones each share a night of 40
// entries and stay connected. Reported: the server's resident memory (from
// /proc) before and with the nights open, and the cost of one night.
import { readFileSync } from 'node:fs';
import {
  addEntry,
  connectPhone,
  entry,
  newShare,
  settled,
  tokenFor,
  until,
  type Phone,
} from '../tests/server/support/phones';
import { startServerProcess, tempDataDir } from '../tests/server/support/server-process';
import type { BenchRow } from './types';

const PORT = 4461;
const NIGHTS = 100;
const ENTRIES = 40;

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(status.match(/VmRSS:\s+(\d+)\s+kB/)?.[1] ?? NaN);
  return kib / 1024;
}

export async function bench(): Promise<BenchRow[]> {
  const server = await startServerProcess(PORT, { RENONC_DATA: tempDataDir('bench') });
  const pid = server.child.pid!;
  const phones: Phone[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = residentMiB(pid);
    for (let n = 0; n < NIGHTS; n++) {
      const share = newShare();
      const phone = connectPhone(server.url, share.name, tokenFor(share.scorer, share));
      phone.doc.getMap('meta').set('schema', 1);
      for (let i = 0; i < ENTRIES; i++) addEntry(phone, entry(`night-${n}`));
      phones.push(phone);
      // Ten at a time: the server is shared with other work on this machine.
      if (n % 10 === 9) await until('ten nights stored', () => phones.every(settled), 60_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const open = residentMiB(pid);
    return [
      { name: 'sync server memory, idle (RSS)', value: idle, unit: 'MiB' },
      {
        name: `sync server memory, ${NIGHTS} open nights × ${ENTRIES} entries (RSS)`,
        value: open,
        unit: 'MiB',
        target: '≤ 256 MiB',
        ok: open <= 256,
      },
      {
        name: 'sync server memory per open night',
        value: ((open - idle) * 1024) / NIGHTS,
        unit: 'KiB',
      },
    ];
  } finally {
    for (const phone of phones) phone.destroy();
    await server.kill('SIGTERM');
  }
}
