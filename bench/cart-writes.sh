#!/usr/bin/env bash
# Cart writes under load on SQLite: 64 shoppers (sessions of their own, each with its cookie and
# CSRF token) add products to their carts at once, with wrk at several concurrencies. Prints a
# Markdown table (requests/s, p50, p99, errors) and how often the server met a locked database
# or waited too long for a connection (see bench/README.md, "Cart writes").
#
#   bench/cart-writes.sh                                  # 10,000 products, 10 s per run, 8 and 64
#   BENCH_BIN=target/test-run/vitrin BENCH_CONCURRENCY="64" bench/cart-writes.sh
#
# Needs wrk, curl and python3, and a built binary (make release, or BENCH_BIN).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${BENCH_BIN:-$ROOT/target/release/vitrin}
PRODUCTS=${BENCH_PRODUCTS:-10000}
DURATION=${BENCH_DURATION:-10s}
CONCURRENCY=${BENCH_CONCURRENCY:-8 64}
SHOPPERS=${BENCH_SHOPPERS:-64}
PORT=${BENCH_PORT:-18380}

for tool in wrk curl python3; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing (apt-get install -y wrk curl)" >&2; exit 2; }
done
[[ -x $BIN ]] || { echo "bench: $BIN is missing; run make release (or set BENCH_BIN)" >&2; exit 2; }

WORK=$(mktemp -d)
DATA=${BENCH_DATA_DIR:-$WORK/data}
SERVER_PID=""
cleanup() {
  [[ -n $SERVER_PID ]] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

export VITRIN_DATA_DIR=$DATA VITRIN_SEED_DEMO=false VITRIN_PORT=$PORT RUST_LOG=${RUST_LOG:-warn}
unset VITRIN_DATABASE_URL DATABASE_URL
mkdir -p "$DATA"
if [[ ! -f $DATA/.seeded-$PRODUCTS ]]; then
  echo "bench: seeding $PRODUCTS products into $DATA" >&2
  "$BIN" seed --products "$PRODUCTS" >&2
  touch "$DATA/.seeded-$PRODUCTS"
fi

# Products any shopper may add one of at a time, with stock that never runs out during the runs.
python3 - "$DATA/vitrin.db" "$WORK/items" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = db.execute(
    "SELECT v.product_id, v.id FROM variants v JOIN products p ON p.id = v.product_id "
    "WHERE p.store_pickup = 0 AND p.personalization_max = 0 AND p.qty_min = 1 AND p.qty_step = 1 "
    "ORDER BY v.id LIMIT 500").fetchall()
db.executemany("UPDATE variants SET stock = 100000000 WHERE id = ?", [(v,) for _, v in rows])
db.executemany("UPDATE products SET qty_max = 100000000 WHERE id = ?", [(p,) for p, _ in rows])
db.execute("DELETE FROM cart_lines")
db.execute("DELETE FROM carts")
db.commit()
with open(sys.argv[2], "w") as f:
    for p, v in rows:
        f.write(f"{p} {v}\n")
PY

BASE=http://127.0.0.1:$PORT
"$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
until curl -sf -o /dev/null "$BASE/healthz"; do
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
  sleep 0.05
done

# Each shopper opens the home page: a session cookie and the page's CSRF token.
for i in $(seq "$SHOPPERS"); do
  curl -s -c "$WORK/jar" -o "$WORK/home.html" "$BASE/"
  python3 - "$WORK/jar" "$WORK/home.html" >>"$WORK/shoppers" <<'PY'
import json, re, sys
cookie = next(l.split("\t")[6].strip() for l in open(sys.argv[1]) if "\tvitrin_session\t" in l)
html = open(sys.argv[2]).read()
settings = re.search(r'<script id="vitrin-settings" type="application/json">(.*?)</script>', html, re.S).group(1)
print(cookie, json.loads(settings)["CART_CSRF_TOKEN"])
PY
  rm -f "$WORK/jar"
done

cat >"$WORK/add.lua" <<'LUA'
local shoppers, items = {}, {}
for line in io.lines(os.getenv("BENCH_SHOPPERS_FILE")) do
  local cookie, token = line:match("(%S+) (%S+)")
  shoppers[#shoppers + 1] = { cookie = cookie, token = token }
end
for line in io.lines(os.getenv("BENCH_ITEMS_FILE")) do
  local product, variant = line:match("(%S+) (%S+)")
  items[#items + 1] = { product = product, variant = variant }
end
local origin = os.getenv("BENCH_BASE")
local s, n = math.random(#shoppers), math.random(#items)
request = function()
  s = s % #shoppers + 1
  n = (n * 7 + 3) % #items + 1
  local shopper, item = shoppers[s], items[n]
  return wrk.format("POST", "/srv/service/cart/add-to-cart", {
    ["Cookie"] = "vitrin_session=" .. shopper.cookie,
    ["X-CSRF-Token"] = shopper.token,
    ["Origin"] = origin,
    ["Content-Type"] = "application/x-www-form-urlencoded",
  }, "productId=" .. item.product .. "&variantId%5B%5D=" .. item.variant .. "&quantity%5B%5D=1")
end
LUA

# One wrk run: prints "requests/s p50_ms p99_ms errors".
measure() {
  local c=$1 threads=$(( $1 < 2 ? 1 : 2 ))
  BENCH_SHOPPERS_FILE=$WORK/shoppers BENCH_ITEMS_FILE=$WORK/items BENCH_BASE=$BASE \
    wrk -t"$threads" -c"$c" -d"$DURATION" --latency -s "$WORK/add.lua" "$BASE" >"$WORK/wrk.out"
  python3 "$ROOT/bench/wrk-summary.py" "$WORK/wrk.out"
}

echo "| call | conc. | req/s | p50 ms | p99 ms | errors |"
echo "|---|---:|---:|---:|---:|---:|"
for c in $CONCURRENCY; do
  read -r rps p50 p99 err < <(measure "$c")
  echo "| add to cart | $c | $rps | $p50 | $p99 | $err |"
done

lines=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(*), COALESCE(SUM(quantity),0) FROM cart_lines').fetchone())" "$DATA/vitrin.db")
echo
echo "- products: $PRODUCTS; shoppers: $SHOPPERS; duration per run: $DURATION; wrk and the server share $(nproc) cores"
echo "- cart lines and units at the end (lines, units): $lines"
echo "- 'database is locked' in the server log: $(grep -c 'database is locked' "$WORK/server.log" || true); pool timeouts: $(grep -ci 'pool timed out' "$WORK/server.log" || true)"
