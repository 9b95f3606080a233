# Sourced by the webhook benchmark scripts (run from the repository root): exports
# BENCH_DATABASE_URL (default bo_webhooks_bench) and REDIS_URL, and on first use creates the
# database and its schema (by one API start, which runs the migrations).
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_webhooks_bench}
export BENCH_DATABASE_URL=$DB REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
if ! psql "$DB" -Atc "SELECT 1 FROM webhook_endpoints LIMIT 1" >/dev/null 2>&1; then
  psql "$DB" -Atc "SELECT 1" >/dev/null 2>&1 || psql "${DB%/*}/postgres" -qc "CREATE DATABASE \"${DB##*/}\""
  DATABASE_URL=$DB PORT=3301 LOG_LEVEL=warn SECRETS_KEY=bench-secrets-key-0123456789abcdef0123456789 node -r @swc-node/register apps/api/src/main.ts >/tmp/wh-bench-api.log 2>&1 &
  for _ in $(seq 1 120); do curl -s -o /dev/null http://127.0.0.1:3301/health/live && break; sleep 0.5; done
  kill $! 2>/dev/null || true
  wait $! 2>/dev/null || true
fi
