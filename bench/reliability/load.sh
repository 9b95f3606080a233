#!/usr/bin/env bash
# Mixed load run and its invariants (docs/reliability.md, "Load run"):
#   bench/reliability/load.sh [seconds, default 30] [connections, default 16]
# Starts the real API and worker on loopback against a fresh bo_reliability_bench database and
# the shared Redis (own queue prefix); runs under `flock /tmp/bench.lock` so it never overlaps
# another benchmark. Exits non-zero when a check fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_reliability_bench}
export BENCH_DATABASE_URL=$DB REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
exec flock /tmp/bench.lock bash -c '
  psql "${BENCH_DATABASE_URL%/*}/postgres" -qc "DROP DATABASE IF EXISTS ${BENCH_DATABASE_URL##*/} WITH (FORCE)" -c "CREATE DATABASE ${BENCH_DATABASE_URL##*/}"
  exec node -r @swc-node/register bench/reliability/load.ts "$@"
' load "${1:-30}" "${2:-16}"
