#!/bin/sh
# A throwaway PostgreSQL streaming replica of a local test database, for the cluster test (scripts/cluster.sh):
#
#   sh scripts/pg-replica.sh start <primary-url> <dir>   base backup into <dir>, hot standby on a free loopback
#                                                        port; prints the port. Exit 3: not possible on this machine
#                                                        (no server tools of the primary's version, or a remote primary).
#   sh scripts/pg-replica.sh stop <dir>                  stops the standby (the test's "replica lost"); keeps <dir>.
#   sh scripts/pg-replica.sh remove <dir>                stops it if running and deletes <dir>.
#
# Debian's server tools (/usr/lib/postgresql/<major>/bin): pg_basebackup -R, then pg_ctl. PostgreSQL refuses to run
# as root, so as root every server command runs as the postgres user. The primary's superuser (the URL's role)
# replicates over 127.0.0.1; a `host replication` line for it is added to pg_hba.conf once when missing.
set -eu

# The test role's password reaches libpq through the environment, never a command line.
pg_env() {
  node -e '
    const u = new URL(process.argv[1]);
    const q = (s) => "\x27" + decodeURIComponent(s).replace(/\x27/g, "\x27\\\x27\x27") + "\x27";
    console.log(`PGHOST=${q(u.hostname)} PGPORT=${q(u.port || "5432")} PGUSER=${q(u.username)} PGPASSWORD=${q(u.password)} PGDATABASE=${q(u.pathname.slice(1) || "postgres")}`);
  ' "$1"
}

as_server_user() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

cmd="${1:-}"
# The server user may not be able to enter the caller's directory; every path here is absolute.
cd /
case "$cmd" in
start)
  url="$2"
  dir="$3"
  eval "export $(pg_env "$url")"
  case "$PGHOST" in
  127.0.0.1 | localhost | ::1 | '[::1]') ;;
  *)
    echo "pg-replica: the primary is not on this machine ($PGHOST); no replica" >&2
    exit 3
    ;;
  esac
  PSQL=$(command -v psql || true)
  if [ -z "$PSQL" ]; then
    echo "pg-replica: psql is missing; no replica" >&2
    exit 3
  fi
  major=$("$PSQL" -XAtc 'show server_version_num' | awk '{print int($1 / 10000)}')
  bin="/usr/lib/postgresql/$major/bin"
  if [ ! -x "$bin/pg_basebackup" ] || [ ! -x "$bin/pg_ctl" ]; then
    echo "pg-replica: PostgreSQL $major server tools are not installed ($bin); no replica" >&2
    exit 3
  fi
  if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
    echo "pg-replica: running as root without a postgres user; no replica" >&2
    exit 3
  fi

  # Replication over 127.0.0.1 (Debian's default pg_hba.conf has the line; a hand-made one may not).
  hba=$("$PSQL" -XAtc 'show hba_file')
  if [ -r "$hba" ] && ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+[^[:space:]]+[[:space:]]+(127\.0\.0\.1/32|all|samehost)' "$hba"; then
    echo "pg-replica: allowing replication over 127.0.0.1 in $hba" >&2
    if [ -w "$hba" ]; then
      printf '%s\n' 'host    replication     all             127.0.0.1/32            scram-sha-256' >>"$hba"
    else
      printf '%s\n' 'host    replication     all             127.0.0.1/32            scram-sha-256' | sudo tee -a "$hba" >/dev/null
    fi
    "$PSQL" -XAtc 'select pg_reload_conf()' >/dev/null
  fi

  mkdir -p "$dir"
  chmod 700 "$dir"
  if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
  echo "$bin" >"$dir/bin"
  # A fast checkpoint (not a spread one, which can take minutes), WAL streamed alongside, standby settings written (-R).
  as_server_user "$bin/pg_basebackup" -D "$dir/data" -X stream -c fast -R -w >"$dir/basebackup.log" 2>&1 || {
    cat "$dir/basebackup.log" >&2
    exit 1
  }
  # Debian keeps postgresql.conf and pg_hba.conf in /etc, outside the data directory the backup copied. A hot
  # standby needs at least the primary's values of these.
  {
    for p in max_connections max_worker_processes max_wal_senders max_prepared_transactions max_locks_per_transaction; do
      echo "$p = $("$PSQL" -XAtc "show $p")"
    done
    echo "hot_standby = on"
    echo "fsync = off"
    echo "shared_buffers = 32MB"
  } >"$dir/postgresql.conf"
  printf '%s\n' 'host all all 127.0.0.1/32 scram-sha-256' >"$dir/pg_hba.conf"
  : >"$dir/pg_ident.conf"
  if [ "$(id -u)" = "0" ]; then chown postgres "$dir/postgresql.conf" "$dir/pg_hba.conf" "$dir/pg_ident.conf" "$dir/bin"; fi
  port=$(free_port)
  as_server_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/replica.log" -w -t 60 \
    -o "-c config_file=$dir/postgresql.conf -c hba_file=$dir/pg_hba.conf -c ident_file=$dir/pg_ident.conf -p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir" \
    start >/dev/null || {
    cat "$dir/replica.log" >&2
    exit 1
  }
  # Ready when it answers as a standby.
  i=0
  until [ "$(PGPORT=$port "$PSQL" -XAtc 'select pg_is_in_recovery()' 2>/dev/null)" = "t" ]; do
    i=$((i + 1))
    if [ "$i" -gt 100 ]; then
      echo "pg-replica: the standby on port $port did not come up" >&2
      cat "$dir/replica.log" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "$port"
  ;;
stop | remove)
  dir="$2"
  if [ -f "$dir/bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
    as_server_user "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null 2>&1 || true
  fi
  if [ "$cmd" = "remove" ]; then rm -rf "$dir"; fi
  ;;
*)
  echo "usage: pg-replica.sh start <primary-url> <dir> | stop <dir> | remove <dir>" >&2
  exit 2
  ;;
esac
