#!/usr/bin/env bash
# The whole inventory benchmark from scratch (about 3 minutes; each case 10 s under flock):
#   bench/inventory/bench-all.sh > /tmp/inventory-bench.jsonl
# 1. recreates the bench database and migrates it (through the CLI's bootstrap),
# 2. seeds 10,000 movements (100 stock records x 100) and measures the list,
# 3. seeds 1,000,000 more in another company (10,000 records x 100) and measures list and create.
set -euo pipefail
cd "$(dirname "$0")/../.."
ADMIN=${BENCH_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
export BENCH_DATABASE_URL=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_inventory_bench}
psql "$ADMIN" -qc 'DROP DATABASE IF EXISTS bo_inventory_bench' -c 'CREATE DATABASE bo_inventory_bench' >&2
key() { DATABASE_URL=$BENCH_DATABASE_URL node -r @swc-node/register apps/cli/src/main.ts bootstrap --company "$1" 2>/dev/null | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);console.log(j.companyId, j.keys.employee)})'; }
read -r SMALL SMALL_KEY < <(key "Bench small")
read -r LARGE LARGE_KEY < <(key "Bench large")
psql "$BENCH_DATABASE_URL" -q -v company="$SMALL" -v records=100 -v per_record=100 -f bench/inventory/seed.sql >&2
bench/inventory/run.sh "$SMALL" "$SMALL_KEY" 10k list
psql "$BENCH_DATABASE_URL" -q -v company="$LARGE" -v records=10000 -v per_record=100 -f bench/inventory/seed.sql >&2
bench/inventory/run.sh "$LARGE" "$LARGE_KEY" 1M "list create"
