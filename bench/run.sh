#!/usr/bin/env bash
# The server's benchmark: seeds a large catalog, starts the release server, and measures live
# search (ten terms, and a stream of thousands of distinct ones), category list pages and product
# pages (their JSON for client-side navigation and their HTML) with wrk at several concurrencies,
# beside nginx serving the very same response bodies as static files. Also the server's start-up
# time, its resident memory and its page cache. Prints a Markdown table (see bench/README.md).
#
#   bench/run.sh                      # 100,000 products, 10 s per run, concurrency 1 8 64
#   BENCH_PRODUCTS=20000 BENCH_DURATION=5s BENCH_CONCURRENCY="1 8" bench/run.sh
#   BENCH_DATA_DIR=/var/tmp/vitrin-bench bench/run.sh   # keep (and reuse) the seeded catalog
#   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench bench/run.sh   # on PostgreSQL
#   BENCH_KINDS="search product" bench/run.sh               # only these calls
#   BENCH_SUMMARY=/tmp/run.txt bench/run.sh                 # also write the figures as key=value
#
# The database must hold no products or exactly BENCH_PRODUCTS of them (a marker file in the data
# folder records a seed).
#
# Needs wrk, nginx and curl (Debian: apt-get install -y wrk nginx curl) and a built release
# binary (make release); set BENCH_BUILD=1 to build it first.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${BENCH_BIN:-$ROOT/target/release/vitrin}
PRODUCTS=${BENCH_PRODUCTS:-100000}
DURATION=${BENCH_DURATION:-10s}
CONCURRENCY=${BENCH_CONCURRENCY:-1 8 64}
PORT=${BENCH_PORT:-18280}
KINDS=${BENCH_KINDS:-search search-distinct category category-html product product-html}
NGINX_PORT=${BENCH_NGINX_PORT:-18290}

for tool in wrk nginx curl python3; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing (apt-get install -y wrk nginx curl)" >&2; exit 2; }
done
if [[ ${BENCH_BUILD:-0} == 1 ]]; then make -C "$ROOT" release; fi
[[ -x $BIN ]] || { echo "bench: $BIN is missing; run make release (or BENCH_BUILD=1)" >&2; exit 2; }

WORK=$(mktemp -d)
chmod 755 "$WORK"
DATA=${BENCH_DATA_DIR:-$WORK/data}
SERVER_PID=""
NGINX_PID=""
cleanup() {
  [[ -n $SERVER_PID ]] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  [[ -n $NGINX_PID ]] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

export VITRIN_DATA_DIR=$DATA VITRIN_SEED_DEMO=false VITRIN_PORT=$PORT RUST_LOG=${RUST_LOG:-warn}
if [[ -n ${BENCH_DATABASE_URL:-} ]]; then export VITRIN_DATABASE_URL=$BENCH_DATABASE_URL; fi
mkdir -p "$DATA"
now_ms() { date +%s%3N; }
seed_ms=""
if [[ ! -f $DATA/.seeded-$PRODUCTS ]]; then
  echo "bench: seeding $PRODUCTS products into ${BENCH_DATABASE_URL:-$DATA}" >&2
  seed_started=$(now_ms)
  "$BIN" seed --products "$PRODUCTS" >&2
  seed_ms=$(( $(now_ms) - seed_started ))
  echo "$seed_ms" >"$DATA/.seeded-$PRODUCTS"
fi
seed_ms=$(cat "$DATA/.seeded-$PRODUCTS")
# The database's size on disk: the SQLite file with its write-ahead log, or PostgreSQL's count.
if [[ -n ${BENCH_DATABASE_URL:-} ]]; then
  db_bytes=$(psql "$BENCH_DATABASE_URL" -tAc 'select pg_database_size(current_database())')
else
  db_bytes=0
  for file in "$DATA"/vitrin.db "$DATA"/vitrin.db-wal; do
    [[ -f $file ]] && db_bytes=$(( db_bytes + $(stat -c %s "$file") ))
  done
fi

BASE=http://127.0.0.1:$PORT

# Start-up: from exec to the first answer, and to the first search answer (the index builds in
# the background after the server answers).
started=$(now_ms)
"$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
until curl -sf -o /dev/null "$BASE/healthz"; do
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
  sleep 0.01
done
first_response_ms=$(( $(now_ms) - started ))
until curl -sf "$BASE/srv/service/product/search/elbise" | grep -q '"ID"'; do sleep 0.02; done
search_ready_ms=$(( $(now_ms) - started ))
rss_idle_kb=$(awk '/VmRSS/ {print $2}' "/proc/$SERVER_PID/status")

# The requests of each kind; wrk cycles through them. nginx gets the same bodies as files.
enc() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"; }
: >"$WORK/search.paths"
while read -r term; do
  echo "/srv/service/product/search/$(enc "$term")" >>"$WORK/search.paths"
done <"$ROOT/bench/ten-terms.txt"
# More terms than the kept answers (16 MB, about 7,500 of them) and the index's memo (4,096) hold,
# asked in a cycle, so that no term is answered from them.
python3 "$ROOT/bench/search-terms.py" "$BASE" 8200 >"$WORK/search-distinct.paths"
: >"$WORK/category.paths"
: >"$WORK/category-html.paths"
# Filter values as the shop's own filter data names them: an age (size) and a colour.
read -r SIZE COLOUR < <(curl -sf "$BASE/api/storefront/page?path=$(enc /erkek-cocuk)" \
  | python3 -c 'import json, sys; v = json.load(sys.stdin)["filters"]["VARIANTS"]; print(v["TYPE2_LIST"][2]["ID"], v["TYPE1_LIST"][0]["ID"])')
for page in "/erkek-cocuk?pg=2" "/kiz-cocuk?type2=$SIZE&stock=1" "/erkek-cocuk?type1=$COLOUR&sort=price_asc" \
  "/kiz-cocuk-elbise?type2=$SIZE&type1=$COLOUR" "/bebek?price=100-400&sort=discount" "/indirimli-urunler?pg=2&sort=best_selling"; do
  echo "/api/storefront/page?path=$(enc "$page")" >>"$WORK/category.paths"
  echo "$page" >>"$WORK/category-html.paths"
done
curl -sf "$BASE/api/storefront/page?path=$(enc /kiz-cocuk?pg=7)" \
  | python3 -c 'import json, sys; [print(p["URL"]) for p in json.load(sys.stdin)["products"][:10]]' >"$WORK/product-html.paths"
while read -r url; do echo "/api/storefront/page?path=$(enc "$url")"; done <"$WORK/product-html.paths" >"$WORK/product.paths"

# nginx's bodies; the distinct search terms are compared with the ten terms' bodies (fetching
# them here would put them among the kept answers).
mkdir -p "$WORK/static"
for kind in search category category-html product product-html; do
  mkdir -p "$WORK/static/$kind"
  n=0
  : >"$WORK/$kind.static"
  while read -r path; do
    n=$((n + 1))
    file=$n.json
    [[ $kind == *-html ]] && file=$n.html
    code=$(curl -s -o "$WORK/static/$kind/$file" -w '%{http_code}' "$BASE$path")
    [[ $code == 200 ]] || { echo "bench: $path answered $code" >&2; exit 1; }
    echo "/$kind/$file" >>"$WORK/$kind.static"
  done <"$WORK/$kind.paths"
done
cp "$WORK/search.static" "$WORK/search-distinct.static"
chmod -R a+rX "$WORK/static"

# Each wrk thread takes every n-th path from its own start, so two threads never ask the same
# distinct search term close together.
cat >"$WORK/cycle.lua" <<'LUA'
local paths = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do paths[#paths + 1] = line end
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("first", threads)
end
function init(args)
  step = tonumber(os.getenv("BENCH_THREADS"))
  i = first
end
request = function()
  local path = paths[(i - 1) % #paths + 1]
  i = i + step
  return wrk.format("GET", path)
end
LUA

cat >"$WORK/nginx.conf" <<NGINX
worker_processes 2;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000000;
  types { application/json json; text/html html; }
  client_body_temp_path $WORK/nginx-body;
  proxy_temp_path $WORK/nginx-proxy;
  fastcgi_temp_path $WORK/nginx-fastcgi;
  uwsgi_temp_path $WORK/nginx-uwsgi;
  scgi_temp_path $WORK/nginx-scgi;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WORK/static;
  }
}
NGINX
nginx -p "$WORK" -c "$WORK/nginx.conf" -g 'daemon off;' 2>"$WORK/nginx.stderr" &
NGINX_PID=$!
until curl -sf -o /dev/null "http://127.0.0.1:$NGINX_PORT/search/1.json"; do
  kill -0 "$NGINX_PID" 2>/dev/null || { cat "$WORK/nginx.stderr" >&2; exit 1; }
  sleep 0.01
done

# One wrk run: prints "requests/s p50_ms p99_ms errors".
measure() {
  local url=$1 paths=$2 c=$3 threads=$(( $3 < 2 ? 1 : 2 ))
  BENCH_PATHS=$paths BENCH_THREADS=$threads wrk -t"$threads" -c"$c" -d"$DURATION" --latency -s "$WORK/cycle.lua" "$url" >"$WORK/wrk.out"
  python3 "$ROOT/bench/wrk-summary.py" "$WORK/wrk.out"
}

summary=()
echo "| call | conc. | vitrin req/s | p50 ms | p99 ms | nginx req/s | p50 ms | p99 ms | vitrin/nginx throughput | errors |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for kind in $KINDS; do
  for c in $CONCURRENCY; do
    read -r v_rps v_p50 v_p99 v_err < <(measure "$BASE" "$WORK/$kind.paths" "$c")
    read -r n_rps n_p50 n_p99 n_err < <(measure "http://127.0.0.1:$NGINX_PORT" "$WORK/$kind.static" "$c")
    ratio=$(python3 -c "print(f'{$v_rps / max($n_rps, 1) * 100:.1f} %')")
    echo "| $kind | $c | $v_rps | $v_p50 | $v_p99 | $n_rps | $n_p50 | $n_p99 | $ratio | $((v_err + n_err)) |"
    summary+=("${kind}_${c}_rps=$v_rps" "${kind}_${c}_p99_ms=$v_p99" "${kind}_${c}_nginx_rps=$n_rps" "${kind}_${c}_errors=$((v_err + n_err))")
  done
done

rss_kb=$(awk '/VmRSS/ {print $2}' "/proc/$SERVER_PID/status")
peak_kb=$(awk '/VmHWM/ {print $2}' "/proc/$SERVER_PID/status")
sizes=$(for kind in search category category-html product product-html; do printf '%s %s B, ' "$kind" "$(( $(cat "$WORK/static/$kind"/* | wc -c) / $(ls "$WORK/static/$kind" | wc -l) ))"; done)
echo
echo "- products: $PRODUCTS; duration per run: $DURATION; wrk and both servers share $(nproc) cores"
echo "- seeded in ${seed_ms} ms; database ${db_bytes} B on disk"
echo "- start to first response: ${first_response_ms} ms; to first search answer (index built): ${search_ready_ms} ms"
echo "- resident memory: ${rss_idle_kb} kB after start, ${rss_kb} kB after the runs, peak ${peak_kb} kB"
echo "- mean body size: ${sizes%, }"
cache_report() {
  python3 -c '
import json, sys
c = json.load(sys.stdin)["page_cache"]
print("{entries} pages in {bytes} B of {budget_bytes} B; {hits} answers from it, {misses} assembled".format(**c))'
}
echo "- page cache: $(curl -sf "$BASE/healthz" | cache_report)"
if [[ -n ${BENCH_SUMMARY:-} ]]; then
  printf '%s\n' "products=$PRODUCTS" "seed_ms=$seed_ms" "db_bytes=$db_bytes" \
    "first_response_ms=$first_response_ms" "search_ready_ms=$search_ready_ms" \
    "rss_start_kb=$rss_idle_kb" "rss_end_kb=$rss_kb" "rss_peak_kb=$peak_kb" "${summary[@]}" >"$BENCH_SUMMARY"
fi
