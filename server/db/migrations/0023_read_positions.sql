-- Read-your-writes with read replicas (docs/architecture.md "Read replicas"): per user, the
-- primary's WAL position that a replica must have replayed before it may answer that user's reads.
-- Read and written on the primary only, and worth nothing after a crash (a position older than
-- the replica lag bound decides nothing), so UNLOGGED: no WAL, nothing shipped to the replicas.
-- Written by hand: drizzle's declarations cannot say UNLOGGED, and no route reads it through them.
CREATE UNLOGGED TABLE "read_positions" (
  "usuario_id" uuid PRIMARY KEY,
  "lsn" pg_lsn NOT NULL
);
