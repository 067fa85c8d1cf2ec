// `npm start` (after the build) and `npm run sync-server`: reads the settings,
// opens the data folder, listens, and prints one line a test or a club host can
// wait for: "renonc listening on http://HOST:PORT (…)".
import { readConfig } from './config';
import { startServer } from './start';

try {
  const server = await startServer(readConfig(process.env, process.argv.slice(2)));
  console.log(`renonc listening on ${server.url} (${server.describe})`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
    // Closing can wait on open phones and Redis; a stop must not hang. Every
    // accepted update is already on disk (written before it is acknowledged).
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`renonc cannot start: ${error instanceof Error ? error.message : String(error)}`);
  // 2: the store cannot be used (DATABASE_URL unreachable, a newer schema); 1: anything else.
  const { exitCode } = (error ?? {}) as { exitCode?: unknown };
  process.exit(exitCode === 2 ? 2 : 1);
}
