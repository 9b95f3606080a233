#!/usr/bin/env bash
# The whole vendors benchmark from scratch (about 3 minutes): recreates bo_parties_bench, migrates
# it through the CLI's bootstrap, seeds 100,000 vendors, starts the API and the raw handler, and
# prints the Markdown table of bench/vendors/run.ts (under `flock /tmp/bench.lock`).
#   bench/vendors/bench-all.sh > /tmp/vendors-bench.md
set -euo pipefail
cd "$(dirname "$0")/../.."
ADMIN=${BENCH_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_parties_bench}
psql "$ADMIN" -qc 'DROP DATABASE IF EXISTS bo_parties_bench' -c 'CREATE DATABASE bo_parties_bench' >&2
read -r COMPANY KEY < <(DATABASE_URL=$DB node -r @swc-node/register apps/cli/src/main.ts bootstrap --company Bench 2>/dev/null |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);console.log(j.companyId, j.keys.employee)})')
psql "$DB" -q -v company="$COMPANY" -f bench/vendors/seed.sql >&2

DATABASE_URL=$DB PORT=3130 LOG_LEVEL=warn NODE_ENV=production MIGRATIONS_RUN=false RATE_LIMIT_PER_MINUTE=10000000 RATE_LIMIT_BURST=1000000 \
  node -r @swc-node/register apps/api/src/main.ts >/tmp/vendors-bench-api.log 2>&1 &
API_PID=$!
DATABASE_URL=$DB RAW_PORT=3131 node -r @swc-node/register bench/vendors/raw-server.ts >/tmp/vendors-bench-raw.log 2>&1 &
RAW_PID=$!
trap 'kill $API_PID $RAW_PID 2>/dev/null || true' EXIT
for port in 3130 3131; do
  for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$port/vendors" && break; sleep 0.5; done
done
API_URL=http://127.0.0.1:3130 RAW_URL=http://127.0.0.1:3131 API_KEY=$KEY flock /tmp/bench.lock node -r @swc-node/register bench/vendors/run.ts
