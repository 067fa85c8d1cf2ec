// What the ensure-*.mjs scripts share: a Debian package the tests need (a
// browser, or a server they start themselves on loopback) is installed when
// missing and we are root; otherwise the script says how and stops. The
// package's own service is never used.
import { execSync } from 'node:child_process';

/**
 * `has()` tells whether the package's program is there; `what` names it in
 * the messages, `hint` is added to the advice for a non-root user.
 */
export function ensureDebianPackage({ pkg, what, has, hint = '' }) {
  if (has()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${what} is missing. Install Debian’s package first:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${pkg}${hint}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${pkg} (once)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
  if (!has()) {
    console.error(`apt-get finished but ${what} is still missing.`);
    process.exit(1);
  }
}

/** Whether a shell finds `command` (a `command -v …` or `test -x …` line). */
export function shellFinds(command) {
  try {
    execSync(command, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}
