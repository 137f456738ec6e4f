#!/usr/bin/env bash
# The scaling curve: bench/run.sh at 64 connections on catalogs of 10,000, 100,000 and 1,000,000
# products on SQLite, and 1,000,000 on PostgreSQL. For each: seed time, database size, start to
# first response, time to a built search index, resident memory after start and after the runs,
# and the calls' throughput and p99. Prints a Markdown table and draws bench/scale.png (gnuplot).
#
#   bench/scale.sh                                   # the whole curve (about an hour, seeding included)
#   BENCH_SCALE_SIZES="10000 100000" BENCH_SCALE_PG_SIZES="" bench/scale.sh   # a quick one
#   BENCH_SCALE_REPORT=1 bench/scale.sh              # only the table and plot of the kept results
#
# Seeded catalogs are kept in BENCH_SCALE_DIR (default /var/tmp/vitrin-scale) and, for
# PostgreSQL, in databases named vitrin_scale_<products> on BENCH_SCALE_PG (default
# postgres://postgres@127.0.0.1:5432); a later run reuses them. Needs what bench/run.sh needs,
# psql for PostgreSQL, and gnuplot for the plot (Debian: apt-get install -y gnuplot-nox).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SIZES=${BENCH_SCALE_SIZES:-10000 100000 1000000}
PG_SIZES=${BENCH_SCALE_PG_SIZES:-1000000}
DIR=${BENCH_SCALE_DIR:-/var/tmp/vitrin-scale}
PG=${BENCH_SCALE_PG:-postgres://postgres@127.0.0.1:5432}
KINDS=${BENCH_KINDS:-search search-distinct category product}
PLOT=${BENCH_SCALE_PLOT:-$ROOT/bench/scale.png}
export BENCH_DURATION=${BENCH_DURATION:-10s}
mkdir -p "$DIR"

# One point of the curve: "<database> <products>" gives $DIR/<database>-<products>.txt.
point() {
  local db=$1 products=$2 data="$DIR/$1-$2"
  local url=""
  if [[ $db == postgres ]]; then
    url="$PG/vitrin_scale_$products"
    # A database without the seed's marker is (re)created empty.
    if [[ ! -f $data/.seeded-$products ]]; then
      psql "$PG/postgres" -qc "drop database if exists vitrin_scale_$products" -c "create database vitrin_scale_$products"
    fi
  fi
  echo "scale: $products products on $db" >&2
  BENCH_PRODUCTS=$products BENCH_DATA_DIR=$data BENCH_DATABASE_URL=$url BENCH_CONCURRENCY=64 \
    BENCH_KINDS=$KINDS BENCH_SUMMARY="$DIR/$db-$products.txt" "$ROOT/bench/run.sh" >"$DIR/$db-$products.md"
}

points=()
for n in $SIZES; do
  [[ ${BENCH_SCALE_REPORT:-0} == 1 ]] || point sqlite "$n"
  points+=("sqlite-$n")
done
for n in $PG_SIZES; do
  [[ ${BENCH_SCALE_REPORT:-0} == 1 ]] || point postgres "$n"
  points+=("postgres-$n")
done

# The table, one row per point, and the plot's data file.
python3 - "$DIR" "$KINDS" "${points[@]}" >"$DIR/scale.dat" 3>"$DIR/scale.md" <<'PY'
import os, sys

folder, kinds, points = sys.argv[1], sys.argv[2].split(), sys.argv[3:]
table = os.fdopen(3, "w")
head = ["database", "products", "seed s", "database MB", "first response ms", "index built s",
        "RSS start MB", "RSS end MB"]
for k in kinds:
    head += [f"{k} req/s", f"{k} p99 ms"]
head.append("errors")
print("| " + " | ".join(head) + " |", file=table)
print("|---|" + "---:|" * (len(head) - 1), file=table)
print("# database products seed_s db_mb first_ms index_s rss_start_mb rss_end_mb "
      + " ".join(f"{k}_rps {k}_p99" for k in kinds))
for point in points:
    v = dict(line.strip().split("=", 1) for line in open(f"{folder}/{point}.txt") if "=" in line)
    db, products = point.split("-")
    seed_s = float(v["seed_ms"] or 0) / 1000
    index_s = (float(v["search_ready_ms"]) - float(v["first_response_ms"])) / 1000
    row = [db, f"{int(products):,}", f"{seed_s:.0f}", f"{int(v['db_bytes']) / 1e6:.0f}",
           v["first_response_ms"], f"{index_s:.1f}", f"{int(v['rss_start_kb']) / 1024:.0f}",
           f"{int(v['rss_end_kb']) / 1024:.0f}"]
    data = [db, products, f"{seed_s:.1f}", f"{int(v['db_bytes']) / 1e6:.1f}", v["first_response_ms"],
            f"{index_s:.2f}", f"{int(v['rss_start_kb']) / 1024:.1f}", f"{int(v['rss_end_kb']) / 1024:.1f}"]
    errors = 0
    for k in kinds:
        row += [v[f"{k}_64_rps"], v[f"{k}_64_p99_ms"]]
        data += [v[f"{k}_64_rps"], v[f"{k}_64_p99_ms"]]
        errors += int(v[f"{k}_64_errors"])
    row.append(str(errors))
    print("| " + " | ".join(row) + " |", file=table)
    print(" ".join(data))
PY
cat "$DIR/scale.md"

if command -v gnuplot >/dev/null; then
  # Columns of scale.dat: 2 products, 3 seed s, 5 first response ms, 6 index s, 7 and 8 RSS MB,
  # then per call its req/s and p99 ms from column 9 on.
  plots_rps="" plots_p99="" col=9
  for kind in $KINDS; do
    plots_rps+="'$DIR/scale.dat' using 2:(strcol(1) eq 'sqlite' ? \$$col : 1/0) with linespoints title '$kind', "
    plots_p99+="'$DIR/scale.dat' using 2:(strcol(1) eq 'sqlite' ? \$$((col + 1)) : 1/0) with linespoints title '$kind', "
    plots_rps+="'$DIR/scale.dat' using 2:(strcol(1) eq 'postgres' ? \$$col : 1/0) with points pt 2 ps 2 title '$kind, PostgreSQL', "
    plots_p99+="'$DIR/scale.dat' using 2:(strcol(1) eq 'postgres' ? \$$((col + 1)) : 1/0) with points pt 2 ps 2 title '$kind, PostgreSQL', "
    col=$((col + 2))
  done
  gnuplot <<GNUPLOT
set terminal pngcairo size 1400,1000 font "DejaVu Sans,11"
set output "$PLOT"
set multiplot layout 2,2 title "vitrin at 10k, 100k and 1M products (SQLite: lines; PostgreSQL: crosses)"
set logscale x
set xlabel "products"
set key top left
set grid
set title "Throughput at 64 connections (req/s)"
set yrange [0:*]
plot ${plots_rps%, }
set title "p99 latency at 64 connections (ms); budget 10 ms"
plot ${plots_p99%, }, 10 with lines dashtype 2 lc rgb "red" title "budget"
set title "Resident memory (MB); budget 1,536 MB"
set key bottom right
set yrange [0:1800]
plot '$DIR/scale.dat' using 2:(strcol(1) eq 'sqlite' ? \$7 : 1/0) with linespoints title 'after start', \
     '' using 2:(strcol(1) eq 'sqlite' ? \$8 : 1/0) with linespoints title 'after the runs', \
     '' using 2:(strcol(1) eq 'postgres' ? \$8 : 1/0) with points pt 2 ps 2 title 'PostgreSQL, after the runs', \
     1536 with lines dashtype 2 lc rgb "red" title "budget"
set title "Seed, search index and first response (s)"
set key top left
set logscale y
set yrange [*:*]
plot '$DIR/scale.dat' using 2:(strcol(1) eq 'sqlite' ? \$3 : 1/0) with linespoints title 'seed', \
     '' using 2:(strcol(1) eq 'sqlite' ? \$6 : 1/0) with linespoints title 'index built', \
     '' using 2:(strcol(1) eq 'sqlite' ? \$5/1000 : 1/0) with linespoints title 'first response', \
     '' using 2:(strcol(1) eq 'postgres' ? \$3 : 1/0) with points pt 2 ps 2 title 'seed, PostgreSQL', \
     '' using 2:(strcol(1) eq 'postgres' ? \$6 : 1/0) with points pt 2 ps 2 title 'index built, PostgreSQL'
unset multiplot
GNUPLOT
  echo "scale: plot written to $PLOT" >&2
else
  echo "scale: gnuplot is missing (apt-get install -y gnuplot-nox); no plot drawn" >&2
fi
