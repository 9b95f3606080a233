#!/usr/bin/env bash
# Documents benchmarks: creation with an Idempotency-Key (one company's hot counter, and spread
# over 100 companies) at 10 and 50 connections, the real API beside the raw Fastify + pg handler
# (raw-server.ts) doing the same transaction; then the change-feed drain over 1,000,000 documents.
#   bench/documents/run.sh            (creates and seeds bo_documents_bench on first use)
# Each case runs under `flock /tmp/bench.lock` so it never overlaps another benchmark.
set -euo pipefail
cd "$(dirname "$0")/../.."
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_documents_bench}
SETUP=/tmp/bench-documents.json
SECONDS_PER_CASE=${SECONDS_PER_CASE:-10}

wait_for() { for _ in $(seq 1 120); do curl -s -o /dev/null "$1" && return 0; sleep 0.5; done; return 1; }

if [ ! -s "$SETUP" ]; then
  psql "${DB%/*}/postgres" -qc "DROP DATABASE IF EXISTS ${DB##*/}" -c "CREATE DATABASE ${DB##*/}"
  DATABASE_URL=$DB PORT=3201 LOG_LEVEL=warn node -r @swc-node/register apps/api/src/main.ts >/tmp/doc-bench-api.log 2>&1 &
  wait_for http://127.0.0.1:3201/health/live; kill $!; wait $! 2>/dev/null || true
  DATABASE_URL=$DB node -r @swc-node/register bench/documents/setup.ts > "$SETUP"
fi

DATABASE_URL=$DB PORT=3201 LOG_LEVEL=warn MIGRATIONS_RUN=false TAX_AUTHORITY_LATENCY_MS=0 RATE_LIMIT_PER_MINUTE=10000000 RATE_LIMIT_BURST=1000000 node -r @swc-node/register apps/api/src/main.ts >/tmp/doc-bench-api.log 2>&1 &
API_PID=$!
DATABASE_URL=$DB PORT=3202 node -r @swc-node/register bench/documents/raw-server.ts >/tmp/doc-bench-raw.log 2>&1 &
RAW_PID=$!
trap 'kill $API_PID $RAW_PID 2>/dev/null || true' EXIT
wait_for http://127.0.0.1:3201/health/live
wait_for http://127.0.0.1:3202/

for mode in hot spread; do
  for connections in 10 50; do
    for target in real:3201 raw:3202; do
      flock /tmp/bench.lock node -r @swc-node/register bench/documents/run-case.ts "${target%%:*}" "http://127.0.0.1:${target##*:}" "$mode" "$connections" "$SECONDS_PER_CASE" "$SETUP"
    done
  done
done
flock /tmp/bench.lock node -r @swc-node/register bench/documents/drain.ts http://127.0.0.1:3201 "$SETUP"
