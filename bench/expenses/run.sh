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

source bench/lib/servers.sh
start_pair "$DB" 3111 bench/expenses/raw-server.ts 3112 /expenses /tmp/exp-bench

for page in 1 1000; do
  for target in real:3111 raw:3112; do
    flock /tmp/bench.lock node -r @swc-node/register bench/expenses/run-case.ts "${target%%:*} page $page" \
      "http://127.0.0.1:${target##*:}/expenses?include=all&sortBy=date&sortOrder=desc&pageSize=50&page=$page" "$CONNECTIONS" "$SECONDS_PER_CASE" "$KEY"
  done
done
