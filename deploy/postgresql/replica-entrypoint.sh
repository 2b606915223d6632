#!/bin/sh
# The replica's start in compose.yaml: on an empty volume, a base backup of the primary that
# follows it (`-R` writes standby.signal and primary_conninfo), then PostgreSQL as a hot standby.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h primary -U replicator -D "$PGDATA" -R -X stream -c fast; do
    echo "waiting for the primary..."
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
  echo "include '/etc/postgresql/replica.conf'" >> "$PGDATA/postgresql.conf"
  chmod 700 "$PGDATA"
fi
exec postgres
