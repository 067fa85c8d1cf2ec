// The server tests start their own throwaway PostgreSQL cluster (initdb into a
// temp folder, loopback only: tests/server/support/postgres.ts) from Debian's
// `postgresql` package. Installs it when missing and we are root; otherwise
// says how and stops. The cluster is the test's own, never a system one.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';
const has = () =>
  existsSync(ROOT) && readdirSync(ROOT).some((v) => existsSync(join(ROOT, v, 'bin', 'initdb')));

if (!has()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'PostgreSQL is missing. Install Debian’s package first:\n' +
        '  sudo apt-get update && sudo apt-get install -y postgresql',
    );
    process.exit(1);
  }
  console.log('Installing Debian postgresql (once)…');
  // The package's own cluster and service are not needed: the tests start their own.
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql',
    { stdio: 'inherit' },
  );
  if (!has()) {
    console.error('apt-get finished but PostgreSQL’s initdb is still missing.');
    process.exit(1);
  }
}
