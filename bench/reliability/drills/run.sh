#!/usr/bin/env bash
# Fault drills (docs/reliability.md, "Fault drills"): kill -9 the API during a creation burst,
# kill -9 the worker during deliveries, restart Redis, restart PostgreSQL.
#   bench/reliability/drills/run.sh [api-kill|worker-kill|redis-restart|postgres-restart ...]
# Every drill starts its own PostgreSQL cluster (initdb/pg_ctl from /usr/lib/postgresql, as the
# postgres user when run as root) and its own redis-server on free ports, and removes them after;
# the shared servers are never touched. Runs under `flock /tmp/bench.lock`.
set -euo pipefail
cd "$(dirname "$0")/../../.."
exec flock /tmp/bench.lock node -r @swc-node/register bench/reliability/drills/run.ts "$@"
