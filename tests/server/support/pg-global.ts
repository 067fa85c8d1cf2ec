// Vitest global setup of the server projects: one throwaway PostgreSQL cluster
// (support/postgres.ts) for the whole run, on a port of this suite's
// PostgreSQL range (one per project, so both may run at once). Tests reach it
// through inject('postgresPort').
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

/** Ports 4580-4649 belong to the PostgreSQL tests; each project's cluster takes one of the first two. */
const CLUSTER_PORT: Record<string, number> = { server: 4580, 'server-pg': 4581 };

export default function setup(project: TestProject): () => void {
  const cluster = startPostgres(CLUSTER_PORT[project.name] ?? 4582);
  project.provide('postgresPort', cluster.port);
  return () => cluster.destroy();
}
