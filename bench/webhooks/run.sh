#!/usr/bin/env bash
# Webhook delivery benchmark (docs/performance.md, "Webhook deliveries"): the worker and a raw
# BullMQ + http keep-alive sender, to 100 loopback receivers, then with 10 of them hanging.
#   bench/webhooks/run.sh [deliveries per endpoint, default 30]
# Creates bo_webhooks_bench (schema by one API start) on first use; runs under flock /tmp/bench.lock.
set -euo pipefail
cd "$(dirname "$0")/../.."
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_webhooks_bench}
export BENCH_DATABASE_URL=$DB REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
if ! psql "$DB" -Atc "SELECT 1 FROM webhook_endpoints LIMIT 1" >/dev/null 2>&1; then
  DATABASE_URL=$DB PORT=3301 LOG_LEVEL=warn SECRETS_KEY=bench-secrets-key-0123456789abcdef0123456789 node -r @swc-node/register apps/api/src/main.ts >/tmp/wh-bench-api.log 2>&1 &
  for _ in $(seq 1 120); do curl -s -o /dev/null http://127.0.0.1:3301/health/live && break; sleep 0.5; done
  kill $!; wait $! 2>/dev/null || true
fi
flock /tmp/bench.lock node -r @swc-node/register bench/webhooks/run.ts "${1:-30}"
