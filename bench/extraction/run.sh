#!/usr/bin/env bash
# Receipt extraction timings and accuracy (docs/extraction.md "Measured"), one run at a time:
#   bench/extraction/run.sh
# 1. readers and parser alone, per format, three reads per document;
# 2. through the API and a BullMQ worker (needs PostgreSQL and Redis; BENCH_DATABASE_URL, REDIS_URL).
set -euo pipefail
cd "$(dirname "$0")/../.."
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_extraction}
REDIS=${REDIS_URL:-redis://127.0.0.1:6379}
PREFIX="extraction-bench-$$"

flock /tmp/bench.lock node -r @swc-node/register bench/extraction/extraction.bench.ts "${ROUNDS:-3}"

KEY=$(DATABASE_URL=$DB npm run --silent cli -- bootstrap --company "Extraction bench" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).keys.employee))')
export DATABASE_URL=$DB REDIS_URL=$REDIS QUEUE_PREFIX=$PREFIX LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=10000000 RATE_LIMIT_BURST=1000000
PORT=3121 node -r @swc-node/register apps/api/src/main.ts >/tmp/extraction-bench-api.log 2>&1 &
API_PID=$!
node -r @swc-node/register apps/worker/src/main.ts >/tmp/extraction-bench-worker.log 2>&1 &
WORKER_PID=$!
trap 'kill $API_PID $WORKER_PID 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do curl -s -o /dev/null http://127.0.0.1:3121/health/ready && break; sleep 0.5; done
sleep 2
flock /tmp/bench.lock node -r @swc-node/register bench/extraction/http.bench.ts http://127.0.0.1:3121 "$KEY"
