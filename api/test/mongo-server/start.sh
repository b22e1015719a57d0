#!/usr/bin/env bash
# Start a MongoDB wire-protocol server (embedded FerretDB over SQLite) for tests.
#
#   bash api/test/mongo-server/start.sh [PORT]        # PORT defaults to 27017
#
# Builds bin/mongo-server when it is missing or older than main.go/go.mod/go.sum
# (needs Go >= 1.24 and the Go module proxy), starts it in the background with a
# fresh data dir under ${TMPDIR:-/tmp}, waits (max 60 s) until the port accepts
# TCP connections and prints, as the only line on stdout:
#
#   MONGODB_URI=mongodb://127.0.0.1:PORT/pharma_test
#
# The pid goes to $MONGO_PID_FILE (default ${TMPDIR:-/tmp}/pharma-mongo-server-PORT.pid).
# Running it again while that server is up prints the URI and changes nothing
# (data is kept: run stop.sh first for an empty database). Stop with stop.sh.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
port="${1:-27017}"
db_name="${MONGO_DB_NAME:-pharma_test}"
tmp="${TMPDIR:-/tmp}"
tmp="${tmp%/}"
pid_file="${MONGO_PID_FILE:-$tmp/pharma-mongo-server-$port.pid}"
bin="$here/bin/mongo-server"
uri="mongodb://127.0.0.1:$port/$db_name"

log() { echo "mongo-server: $*" >&2; }

if ! [[ "$port" =~ ^[0-9]+$ ]] || ((port < 1 || port > 65535)); then
  log "bad port '$port' (usage: start.sh [PORT])"
  exit 2
fi

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; }

ours_alive() { # $1 = pid: alive and running our binary
  [[ -n "$1" ]] && kill -0 "$1" 2>/dev/null &&
    [[ "$(ps -p "$1" -o comm= 2>/dev/null || true)" == mongo-server* ]]
}

# Already running (started by this script for this pid file)?
if [[ -f "$pid_file" ]]; then
  old_pid="$(cat "$pid_file" 2>/dev/null || true)"
  if ours_alive "$old_pid" && port_open; then
    log "already running (pid $old_pid)"
    echo "MONGODB_URI=$uri"
    exit 0
  fi
  log "removing stale pid file $pid_file"
  if [[ -f "$pid_file.data" ]]; then
    old_data="$(cat "$pid_file.data")"
    [[ "$old_data" == "$tmp"/pharma-mongo-* ]] && rm -rf -- "$old_data"
  fi
  rm -f -- "$pid_file" "$pid_file.data"
fi

if port_open; then
  log "port $port is already in use by another process; pick another port"
  exit 1
fi

# Build if missing or stale.
if [[ ! -x "$bin" || "$here/main.go" -nt "$bin" || "$here/go.mod" -nt "$bin" || "$here/go.sum" -nt "$bin" ]]; then
  go_cmd="${GO:-$(command -v go || true)}"
  [[ -z "$go_cmd" && -x /usr/local/go/bin/go ]] && go_cmd=/usr/local/go/bin/go
  if [[ -z "$go_cmd" ]]; then
    log "Go toolchain not found (set GO=/path/to/go)"
    exit 1
  fi
  log "building $bin (first build takes about a minute) ..."
  mkdir -p "$here/bin"
  tmp_bin="$(mktemp "$here/bin/.mongo-server.XXXXXX")"
  if ! (cd "$here" && CGO_ENABLED=0 GOFLAGS=-mod=readonly "$go_cmd" build -trimpath -ldflags='-s -w' -o "$tmp_bin" .); then
    rm -f -- "$tmp_bin"
    log "build failed"
    exit 1
  fi
  mv -f -- "$tmp_bin" "$bin" # atomic: a running server keeps its old inode
fi

data_dir="$(mktemp -d "$tmp/pharma-mongo-XXXXXX")"
server_log="$data_dir/server.log"

mkdir -p "$(dirname "$pid_file")"
nohup "$bin" -listen "127.0.0.1:$port" -dir "$data_dir/db" </dev/null >"$server_log" 2>&1 &
pid=$!
echo "$pid" >"$pid_file"
echo "$data_dir" >"$pid_file.data"

deadline=$((SECONDS + 60))
until port_open; do
  if ! kill -0 "$pid" 2>/dev/null; then
    log "server exited during start-up; its log:"
    cat "$server_log" >&2 || true
    rm -f -- "$pid_file" "$pid_file.data"
    rm -rf -- "$data_dir"
    exit 1
  fi
  if ((SECONDS >= deadline)); then
    log "port $port not accepting connections after 60 s; its log:"
    cat "$server_log" >&2 || true
    kill "$pid" 2>/dev/null || true
    rm -f -- "$pid_file" "$pid_file.data"
    rm -rf -- "$data_dir"
    exit 1
  fi
  sleep 0.1
done

log "started pid $pid on 127.0.0.1:$port (data and log in $data_dir)"
echo "MONGODB_URI=$uri"
