// The server tests start Debian's redis-server on a loopback port (two sync
// processes behind one Redis); the Redis is the test's own, never a system one.
import { ensureDebianPackage, shellFinds } from './debian-package.mjs';

ensureDebianPackage({
  pkg: 'redis-server',
  what: 'redis-server',
  has: () => shellFinds('command -v redis-server'),
});
