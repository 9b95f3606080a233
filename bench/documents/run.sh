#!/usr/bin/env bash
# Documents benchmarks: creation with an Idempotency-Key (one company's hot counter, and spread
# over 100 companies) at 10 and 50 connections, the real API beside the raw Fastify + pg handler
# (raw-server.ts) doing the same transaction, A B A B, each case warmed up first; CPU per
# document of each server and of PostgreSQL; then the change-feed drain over 1,000,000 documents.
#   bench/documents/run.sh            (creates and seeds bo_documents_bench on first use)
# The API runs as in a split deployment (REDIS_URL set, RUN_JOBS=false, BACKGROUND_TASKS=false):
# it commits each document with its outbox event and publishes the commit, and the relay belongs
# to the workers, none of which runs here; the raw handler writes the same rows and relays
# nothing either. Each case runs under `flock /tmp/bench.lock` so it never overlaps another
# benchmark.
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/lib/servers.sh
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_documents_bench}
SETUP=/tmp/bench-documents.json
SECONDS_PER_CASE=${SECONDS_PER_CASE:-10}
ROUNDS=${ROUNDS:-2}

if [ ! -s "$SETUP" ]; then
  psql "${DB%/*}/postgres" -qc "DROP DATABASE IF EXISTS ${DB##*/}" -c "CREATE DATABASE ${DB##*/}"
  DATABASE_URL=$DB node -r @swc-node/register apps/cli/src/main.ts migrate >/dev/null
  DATABASE_URL=$DB node -r @swc-node/register bench/documents/setup.ts >"$SETUP"
fi
# Earlier runs' documents and events stay; keep the tables they grow vacuumed (autovacuum may be off).
psql "$DB" -qc 'VACUUM ANALYZE documents' -c 'VACUUM ANALYZE document_lines' -c 'VACUUM ANALYZE outbox_events' -c 'VACUUM ANALYZE idempotency_keys' -c 'VACUUM ANALYZE document_counters'

NODE_ENV=production REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379} QUEUE_PREFIX="bench-docs-$$" RUN_JOBS=false BACKGROUND_TASKS=false TAX_AUTHORITY_LATENCY_MS=0 \
  start_pair "$DB" 3201 bench/documents/raw-server.ts 3202 /health/live /tmp/doc-bench

for mode in hot spread; do
  for connections in 10 50; do
    for round in $(seq 1 "$ROUNDS"); do
      for target in real:3201 raw:3202; do
        flock /tmp/bench.lock node -r @swc-node/register bench/documents/run-case.ts "${target%%:*}" "http://127.0.0.1:${target##*:}" "$mode" "$connections" "$SECONDS_PER_CASE" "$SETUP"
      done
    done
  done
done
KEY=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$SETUP','utf8')).companies[0].key)")
BODY=$(node -e "const c=JSON.parse(require('fs').readFileSync('$SETUP','utf8')).companies[0];console.log(JSON.stringify({entityId:c.clientId,items:[{description:'Bench line',quantity:1,unitPrice:100}]}))")
for target in real:3201:$BENCH_API_PID raw:3202:$BENCH_RAW_PID; do
  IFS=: read -r label port pid <<<"$target"
  printf '{"label":"%s","cpuPerDocument":%s}\n' "$label" "$(flock /tmp/bench.lock node -r @swc-node/register bench/lib/cpu-per-request.ts "http://127.0.0.1:$port/documents/create/invoice" "$KEY" "$pid" 2000 "$BODY")"
done
flock /tmp/bench.lock node -r @swc-node/register bench/documents/drain.ts http://127.0.0.1:3201 "$SETUP"
