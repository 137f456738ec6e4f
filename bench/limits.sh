#!/usr/bin/env bash
# The rate limits under a flood: starts the shop (demo catalog, behind one pretend proxy so that
# X-Forwarded-For names the client) and runs bench/limits.py against it: one address floods a
# door, another client keeps tracking an order. Prints the 429 share and what the other client got
# (see bench/README.md, "Rate limits").
#
#   bench/limits.sh                                   # order tracking, 2000 requests, 32 at a time
#   BENCH_DOOR=login BENCH_REQUESTS=5000 bench/limits.sh
#   BENCH_BIN=target/test-run/vitrin bench/limits.sh
#
# Needs python3 and a built binary (make release, or BENCH_BIN).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${BENCH_BIN:-$ROOT/target/release/vitrin}
PORT=${BENCH_PORT:-18480}
[[ -x $BIN ]] || { echo "bench: $BIN is missing; run make release (or set BENCH_BIN)" >&2; exit 2; }

WORK=$(mktemp -d)
SERVER_PID=""
cleanup() {
  [[ -n $SERVER_PID ]] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

unset VITRIN_DATABASE_URL DATABASE_URL
VITRIN_DATA_DIR=$WORK/data VITRIN_PORT=$PORT VITRIN_PROXY_HOPS=1 RUST_LOG=${RUST_LOG:-warn} \
  "$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 600); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/healthz', timeout=1)" 2>/dev/null && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
  sleep 0.2
done

python3 "$ROOT/bench/limits.py" "http://127.0.0.1:$PORT" --door "${BENCH_DOOR:-track}" \
  --requests "${BENCH_REQUESTS:-2000}" --concurrency "${BENCH_CONCURRENCY:-32}"
