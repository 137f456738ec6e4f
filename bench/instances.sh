#!/usr/bin/env bash
# Several instances: two vitrin servers on one PostgreSQL database behind nginx as the load
# balancer, against one server behind the same nginx. Each server is held to one core (taskset),
# so one instance has one core to answer with and two have two; wrk and nginx share the machine
# with them. Then a stock change sent through one instance (the back office's stock feed) is
# timed until the other instance's product page shows it.
#
#   bench/instances.sh                     # 100,000 products, 10 s per run, 64 connections
#   BENCH_PRODUCTS=20000 BENCH_DURATION=5s bench/instances.sh
#
# The seeded catalog is kept in BENCH_INSTANCES_DIR (default /var/tmp/vitrin-instances) and the
# database vitrin_instances_<products> on BENCH_INSTANCES_PG (default
# postgres://postgres@127.0.0.1:5432). Needs wrk, nginx, curl, psql, taskset and a release binary.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${BENCH_BIN:-$ROOT/target/release/vitrin}
PRODUCTS=${BENCH_PRODUCTS:-100000}
DURATION=${BENCH_DURATION:-10s}
CONNECTIONS=${BENCH_CONNECTIONS:-64}
PG=${BENCH_INSTANCES_PG:-postgres://postgres@127.0.0.1:5432}
DIR=${BENCH_INSTANCES_DIR:-/var/tmp/vitrin-instances}
PORTS=(18281 18282)
LB_PORT=18291
ONE_PORT=18292
KEY=bench-erp-key-0123456789abcdef

for tool in wrk nginx curl psql taskset python3; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing" >&2; exit 2; }
done
[[ -x $BIN ]] || { echo "bench: $BIN is missing; run make release" >&2; exit 2; }

WORK=$(mktemp -d)
chmod 755 "$WORK"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  rm -rf "$WORK"
}
trap cleanup EXIT

DATA=$DIR/data-$PRODUCTS
DB_URL=$PG/vitrin_instances_$PRODUCTS
export VITRIN_DATA_DIR=$DATA VITRIN_DATABASE_URL=$DB_URL VITRIN_SEED_DEMO=false RUST_LOG=${RUST_LOG:-warn,vitrin::catalog::cache=info}
export VITRIN_CHECKOUT__ERP_API_KEY=$KEY
mkdir -p "$DATA"
if [[ ! -f $DATA/.seeded ]]; then
  psql "$PG/postgres" -qc "drop database if exists vitrin_instances_$PRODUCTS" -c "create database vitrin_instances_$PRODUCTS"
  echo "bench: seeding $PRODUCTS products into $DB_URL" >&2
  "$BIN" seed --products "$PRODUCTS" >&2
  touch "$DATA/.seeded"
fi

# Instance i on core i; each answers once its search index is built.
for i in 0 1; do
  VITRIN_PORT=${PORTS[$i]} taskset -c "$i" "$BIN" serve >"$WORK/server-$i.log" 2>&1 &
  PIDS+=($!)
  until curl -sf "http://127.0.0.1:${PORTS[$i]}/srv/service/product/search/elbise" | grep -q '"ID"'; do
    kill -0 "${PIDS[-1]}" 2>/dev/null || { cat "$WORK/server-$i.log" >&2; exit 1; }
    sleep 0.05
  done
done

cat >"$WORK/nginx.conf" <<NGINX
worker_processes 2;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $WORK/nginx-body;
  proxy_temp_path $WORK/nginx-proxy;
  fastcgi_temp_path $WORK/nginx-fastcgi;
  uwsgi_temp_path $WORK/nginx-uwsgi;
  scgi_temp_path $WORK/nginx-scgi;
  upstream both { server 127.0.0.1:${PORTS[0]}; server 127.0.0.1:${PORTS[1]}; keepalive 128; }
  upstream one { server 127.0.0.1:${PORTS[0]}; keepalive 128; }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host \$host;
  server { listen 127.0.0.1:$LB_PORT; location / { proxy_pass http://both; } }
  server { listen 127.0.0.1:$ONE_PORT; location / { proxy_pass http://one; } }
}
NGINX
nginx -p "$WORK" -c "$WORK/nginx.conf" -g 'daemon off;' 2>"$WORK/nginx.stderr" &
PIDS+=($!)
until curl -sf -o /dev/null "http://127.0.0.1:$LB_PORT/healthz"; do sleep 0.05; done

enc() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"; }
BASE=http://127.0.0.1:${PORTS[0]}
: >"$WORK/search.paths"
while read -r term; do
  echo "/srv/service/product/search/$(enc "$term")" >>"$WORK/search.paths"
done <"$ROOT/bench/ten-terms.txt"
: >"$WORK/category.paths"
for page in "/erkek-cocuk?pg=2" "/kiz-cocuk?stock=1" "/erkek-cocuk?sort=price_asc" "/kiz-cocuk-elbise" \
  "/bebek?price=100-400&sort=discount" "/indirimli-urunler?pg=2&sort=best_selling"; do
  echo "/api/storefront/page?path=$(enc "$page")" >>"$WORK/category.paths"
done
curl -sf "$BASE/api/storefront/page?path=$(enc /kiz-cocuk?pg=7)" \
  | python3 -c 'import json, sys; [print(p["URL"]) for p in json.load(sys.stdin)["products"][:10]]' \
  | while read -r url; do echo "/api/storefront/page?path=$(enc "$url")"; done >"$WORK/product.paths"

# Every address once on each instance first: the filter index and the kept pages are built
# before anything is timed.
until [[ $(grep -l "filter index built" "$WORK"/server-*.log 2>/dev/null | wc -l) == 2 ]]; do sleep 0.2; done
for port in "${PORTS[@]}"; do
  cat "$WORK"/search.paths "$WORK"/category.paths "$WORK"/product.paths \
    | while read -r path; do curl -sf -o /dev/null "http://127.0.0.1:$port$path"; done
done

cat >"$WORK/cycle.lua" <<'LUA'
local paths = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i - 1) % #paths + 1])
end
LUA
measure() {
  BENCH_PATHS=$2 wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$WORK/cycle.lua" "$1" >"$WORK/wrk.out"
  python3 "$ROOT/bench/wrk-summary.py" "$WORK/wrk.out"
}

echo "| call | behind nginx | req/s | p50 ms | p99 ms | errors | two / one |"
echo "|---|---|---:|---:|---:|---:|---:|"
for kind in search category product; do
  read -r one_rps one_p50 one_p99 one_err < <(measure "http://127.0.0.1:$ONE_PORT" "$WORK/$kind.paths")
  read -r two_rps two_p50 two_p99 two_err < <(measure "http://127.0.0.1:$LB_PORT" "$WORK/$kind.paths")
  echo "| $kind | one instance (1 core) | $one_rps | $one_p50 | $one_p99 | $one_err | |"
  echo "| $kind | two instances (1 core each) | $two_rps | $two_p50 | $two_p99 | $two_err | $(python3 -c "print(f'{$two_rps / max($one_rps, 1):.2f}x')") |"
done

# A stock change through instance 0, watched on instance 1: the variant's stock on the product
# page, asked every 50 ms. The page is read (and kept) first.
product=$(head -n1 "$WORK/product.paths")
read -r variant_id code stock < <(curl -sf "http://127.0.0.1:${PORTS[1]}$product" \
  | python3 -c 'import json, sys; v = json.load(sys.stdin)["product"]["VARIANT_DATA"][0]; print(v["ID"], v["CODE"], v["STOCK"])')
target=$(( stock == 7 ? 8 : 7 ))
stock_on_other() {
  curl -sf "http://127.0.0.1:${PORTS[1]}$product" \
    | python3 -c 'import json, sys; print(next(v["STOCK"] for v in json.load(sys.stdin)["product"]["VARIANT_DATA"] if v["ID"] == int(sys.argv[1])))' "$variant_id"
}
started=$(date +%s%3N)
curl -sf -X POST -H "X-Api-Key: $KEY" -H 'Content-Type: application/json' \
  -d "{\"variants\":[{\"code\":\"$code\",\"stock\":$target}]}" "$BASE/api/v1/erp/stock" >/dev/null
until [[ $(stock_on_other) == "$target" ]]; do
  (( $(date +%s%3N) - started < 10000 )) || { echo "bench: the other instance never showed the stock" >&2; exit 1; }
  sleep 0.05
done
if grep -q . "$WORK/nginx-error.log" 2>/dev/null; then
  echo "bench: nginx's error log:" >&2
  sort "$WORK/nginx-error.log" | cut -c21- | sort | uniq -c | sort -rn | head -5 >&2
fi
echo
echo "- products: $PRODUCTS on PostgreSQL; $DURATION per run; $CONNECTIONS connections; $(nproc) cores shared by wrk, nginx and the servers"
echo "- stock of variant $code set to $target through instance 1, seen on instance 2's product page after $(( $(date +%s%3N) - started )) ms"
