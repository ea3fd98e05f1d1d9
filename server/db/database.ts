import type { AvailabilityListener } from './database-availability';

/**
 * The one database interface the server codes against. Two adapters implement it — PGlite (embedded,
 * the default) and node-postgres (when DATABASE_URL is set) — so every query runs unchanged on both.
 */
export type SqlParam = string | number | boolean | null | Date | readonly string[] | readonly number[];

export interface Queryable {
  /** Runs one parameterised statement ($1, $2…) and returns its rows. */
  query<Row>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` inside BEGIN/COMMIT; any throw rolls everything back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The connections of node-postgres's pool, for the operator's metrics; PGlite has one and no pool. */
  poolUsage?(): PoolUsage;
  /**
   * Calls `listener` when PostgreSQL stops answering and when it answers again; the function returned stops
   * it. PGlite runs inside the process and has no connection to lose.
   */
  onAvailabilityChange?(listener: AvailabilityListener): () => void;
}

export interface PoolUsage {
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small, or the database too slow. */
  waiting: number;
}
