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
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`renonc cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
