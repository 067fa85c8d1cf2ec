// The server tests start their own throwaway PostgreSQL cluster (initdb into a
// temp folder, loopback only: tests/server/support/postgres.ts) from Debian's
// `postgresql` package; the cluster is the test's own, never a system one.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackage } from './debian-package.mjs';

const ROOT = '/usr/lib/postgresql';

ensureDebianPackage({
  pkg: 'postgresql',
  what: 'PostgreSQL’s initdb',
  has: () =>
    existsSync(ROOT) && readdirSync(ROOT).some((v) => existsSync(join(ROOT, v, 'bin', 'initdb'))),
});
