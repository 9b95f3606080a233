#!/usr/bin/env bash
# GET /expenses?include=all sorted by date, page 1 and page 1,000 (pageSize 50), the real API beside
# the raw Fastify + pg handler (bench/expenses/raw-server.ts), 10 connections, each case under
# `flock /tmp/bench.lock`. Seed first (once):
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bo_expenses_bench npm run --silent cli -- bootstrap --company "Expenses bench"
#   psql -h 127.0.0.1 -U postgres bo_expenses_bench -v company=1 -v n=200000 -f bench/expenses/seed.sql
# Then: bench/expenses/run.sh <employee-key>. Results: one JSON line per case on stdout.
set -euo pipefail
cd "$(dirname "$0")/../.."
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_expenses_bench}
KEY=$1
SECONDS_PER_CASE=${SECONDS_PER_CASE:-10}
CONNECTIONS=${CONNECTIONS:-10}

DATABASE_URL=$DB PORT=3111 LOG_LEVEL=warn MIGRATIONS_RUN=false RATE_LIMIT_PER_MINUTE=10000000 RATE_LIMIT_BURST=1000000 node -r @swc-node/register apps/api/src/main.ts >/tmp/exp-bench-api.log 2>&1 &
API_PID=$!
DATABASE_URL=$DB PORT=3112 node -r @swc-node/register bench/expenses/raw-server.ts >/tmp/exp-bench-raw.log 2>&1 &
RAW_PID=$!
trap 'kill $API_PID $RAW_PID 2>/dev/null || true' EXIT
for port in 3111 3112; do
  for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$port/expenses" && break; sleep 0.5; done
done

for page in 1 1000; do
  for target in real:3111 raw:3112; do
    flock /tmp/bench.lock node -r @swc-node/register bench/expenses/run-case.ts "${target%%:*} page $page" \
      "http://127.0.0.1:${target##*:}/expenses?include=all&sortBy=date&sortOrder=desc&pageSize=50&page=$page" "$CONNECTIONS" "$SECONDS_PER_CASE" "$KEY"
  done
done
