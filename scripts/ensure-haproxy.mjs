// The many-hosts server tests put Debian's HAProxy (the balancer of README
// "Many clubs") on a loopback port in front of their sync processes; the
// HAProxy is the test's own, never the system's service.
import { ensureDebianPackage, shellFinds } from './debian-package.mjs';

ensureDebianPackage({
  pkg: 'haproxy',
  what: 'haproxy',
  has: () => shellFinds('command -v haproxy || test -x /usr/sbin/haproxy'),
});
