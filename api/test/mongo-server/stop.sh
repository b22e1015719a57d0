#!/usr/bin/env bash
# Stop the server started by start.sh and delete its data dir.
#
#   bash api/test/mongo-server/stop.sh [PORT]         # PORT defaults to 27017
#
# Uses $MONGO_PID_FILE (default ${TMPDIR:-/tmp}/pharma-mongo-server-PORT.pid), like
# start.sh. Does nothing (exit 0) when nothing is running.
set -euo pipefail

port="${1:-27017}"
tmp="${TMPDIR:-/tmp}"
tmp="${tmp%/}"
pid_file="${MONGO_PID_FILE:-$tmp/pharma-mongo-server-$port.pid}"

log() { echo "mongo-server: $*" >&2; }

# Alive and not a zombie (an exited child waits for its reaper, which may be slow).
running() { kill -0 "$1" 2>/dev/null && [[ "$(ps -o stat= -p "$1" 2>/dev/null || true)" != Z* ]]; }

if [[ ! -f "$pid_file" ]]; then
  log "not running (no $pid_file)"
  exit 0
fi

pid="$(cat "$pid_file" 2>/dev/null || true)"
data_dir=""
[[ -f "$pid_file.data" ]] && data_dir="$(cat "$pid_file.data")"

# Only signal the pid if it still is our binary (pids get reused).
if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null &&
  [[ "$(ps -p "$pid" -o comm= 2>/dev/null || true)" == mongo-server* ]]; then
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 200); do # up to 20 s; it gives open connections a few seconds
    running "$pid" || break
    sleep 0.1
  done
  if running "$pid"; then
    log "pid $pid did not stop after 20 s; killing it"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  log "stopped pid $pid"
else
  log "pid '$pid' is not running"
fi

rm -f -- "$pid_file" "$pid_file.data"
if [[ -n "$data_dir" && "$data_dir" == "$tmp"/pharma-mongo-* ]]; then
  rm -rf -- "$data_dir"
fi
