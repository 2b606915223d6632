#!/bin/sh
# Run once by the postgres image on the primary's first start (compose.yaml mounts it in
# /docker-entrypoint-initdb.d): the replication settings, and a role the replica copies it with.
set -eu
echo "include '/etc/postgresql/primary.conf'" >> "$PGDATA/postgresql.conf"
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
