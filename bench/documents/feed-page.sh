#!/usr/bin/env bash
# One page of 200 of the documents change feed (`GET /documents?updatedSince=…&limit=200`), the
# real API beside the raw Fastify + pg handler (raw-server.ts) running the same SELECT:
# requests per second at 10 connections (A B A B, SECONDS_PER_CASE each) and CPU per request of
# each server process (bench/lib/cpu-per-request.ts: one connection, 2,000 requests).
#   bench/documents/feed-page.sh      (creates and seeds bo_feed_bench on first use)
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/lib/servers.sh
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_feed_bench}
SETUP=/tmp/bench-feed.json
SECONDS_PER_CASE=${SECONDS_PER_CASE:-10}
PAGE='/documents?updatedSince=2000-01-01T00:00:00Z&limit=200'

if [ ! -s "$SETUP" ]; then
  psql "${DB%/*}/postgres" -qc "DROP DATABASE IF EXISTS ${DB##*/}" -c "CREATE DATABASE ${DB##*/}"
  DATABASE_URL=$DB node -r @swc-node/register apps/cli/src/main.ts migrate >/dev/null
  DATABASE_URL=$DB FEED_DOCUMENTS=${FEED_DOCUMENTS:-200000} node -r @swc-node/register bench/documents/setup.ts >"$SETUP"
  psql "$DB" -qc 'VACUUM ANALYZE documents'
fi
KEY=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$SETUP','utf8')).companies[0].key)")

BACKGROUND_TASKS=false start_pair "$DB" 3221 bench/documents/raw-server.ts 3222 /health/live /tmp/feed-bench
for round in 1 2; do
  for target in real:3221 raw:3222; do
    flock /tmp/bench.lock node -e "
      const autocannon = require('autocannon');
      autocannon({ url: 'http://127.0.0.1:${target##*:}$PAGE', connections: 10, duration: $SECONDS_PER_CASE, headers: { authorization: 'Bearer $KEY' } }).then((r) =>
        console.log(JSON.stringify({ label: '${target%%:*}', round: $round, reqPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx })));"
  done
done
for target in real:3221:$BENCH_API_PID raw:3222:$BENCH_RAW_PID; do
  IFS=: read -r label port pid <<<"$target"
  printf '{"label":"%s","cpu":%s}\n' "$label" "$(flock /tmp/bench.lock node -r @swc-node/register bench/lib/cpu-per-request.ts "http://127.0.0.1:$port$PAGE" "$KEY" "$pid")"
done
