#!/usr/bin/env bash
# Inventory benchmarks: the real API beside the raw Fastify + pg handler (bench/inventory/raw-server.ts).
#   bench/inventory/run.sh <company-id> <employee-key> <label-suffix> [cases]
# cases: "list" (default "list create"). Every case runs under `flock /tmp/bench.lock` so it never
# overlaps another benchmark on this shared machine. Results: one JSON line per case on stdout,
# then, with "list", the CPU per page of each server and of PostgreSQL (bench/lib/cpu-per-request.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_inventory_bench}
COMPANY=$1 KEY=$2 SUFFIX=$3 CASES=${4:-list create}
SECONDS_PER_CASE=${SECONDS_PER_CASE:-10}
IDS=$(psql "$DB" -Atc "SELECT string_agg(id::text, ',') FROM (SELECT id FROM stock_records WHERE company_id = $COMPANY ORDER BY random() LIMIT 500) s")

source bench/lib/servers.sh
start_pair "$DB" 3101 bench/inventory/raw-server.ts 3102 /inventory/movements /tmp/inv-bench

for mode in $CASES; do
  for connections in 10 50; do
    for target in real:3101 raw:3102; do
      flock /tmp/bench.lock node -r @swc-node/register bench/inventory/run-case.ts "${target%%:*}-$SUFFIX" "http://127.0.0.1:${target##*:}" "$mode" "$connections" "$SECONDS_PER_CASE" "$KEY" "$IDS"
    done
  done
done
if [[ " $CASES " == *" list "* ]]; then
  for target in real:3101:$BENCH_API_PID raw:3102:$BENCH_RAW_PID; do
    IFS=: read -r label port pid <<<"$target"
    printf '{"label":"%s-%s","mode":"list","cpu":%s}\n' "$label" "$SUFFIX" "$(flock /tmp/bench.lock node -r @swc-node/register bench/lib/cpu-per-request.ts "http://127.0.0.1:$port/inventory/movements?inventoryId=${IDS%%,*}" "$KEY" "$pid")"
  done
fi
