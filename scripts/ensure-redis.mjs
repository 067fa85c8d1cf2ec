// The server tests start Debian's redis-server on a loopback port (two sync
// processes behind one Redis). Installs it when missing and we are root;
// otherwise says how and stops. The Redis is the test's own, never a system one.
import { execSync } from 'node:child_process';

const has = () => {
  try {
    execSync('command -v redis-server', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

if (!has()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'redis-server is missing. Install Debian’s package first:\n' +
        '  sudo apt-get update && sudo apt-get install -y redis-server',
    );
    process.exit(1);
  }
  console.log('Installing Debian redis-server (once)…');
  // The package's own service is not needed: the tests start redis-server themselves.
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server',
    { stdio: 'inherit' },
  );
  if (!has()) {
    console.error('apt-get finished but redis-server is still missing.');
    process.exit(1);
  }
}
