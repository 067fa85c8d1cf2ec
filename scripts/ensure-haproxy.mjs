// The many-hosts server tests put Debian's HAProxy (the balancer of README
// "Many clubs") on a loopback port in front of their sync processes. Installs
// it when missing and we are root; otherwise says how and stops. The HAProxy
// is the test's own, never the system's service.
import { execSync } from 'node:child_process';

const has = () => {
  try {
    execSync('command -v haproxy || test -x /usr/sbin/haproxy', {
      stdio: 'ignore',
      shell: '/bin/sh',
    });
    return true;
  } catch {
    return false;
  }
};

if (!has()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'haproxy is missing. Install Debian’s package first:\n' +
        '  sudo apt-get update && sudo apt-get install -y haproxy',
    );
    process.exit(1);
  }
  console.log('Installing Debian haproxy (once)…');
  // The package's own service is not needed: the tests start haproxy themselves.
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy', {
    stdio: 'inherit',
  });
  if (!has()) {
    console.error('apt-get finished but haproxy is still missing.');
    process.exit(1);
  }
}
