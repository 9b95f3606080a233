#!/usr/bin/env bash
# The whole vendors benchmark from scratch (about 3 minutes): recreates bo_parties_bench, migrates
# it through the CLI's bootstrap, seeds 100,000 vendors, starts the API and the raw handler, and
# prints the Markdown table of bench/vendors/run.ts (under `flock /tmp/bench.lock`), then the CPU
# per request of each server and of PostgreSQL for the filtered page and the rare term (one JSON
# line each, bench/lib/cpu-per-request.ts: one connection, 2,000 requests).
#   bench/vendors/bench-all.sh > /tmp/vendors-bench.md
set -euo pipefail
cd "$(dirname "$0")/../.."
ADMIN=${BENCH_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
DB=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bo_parties_bench}
psql "$ADMIN" -qc 'DROP DATABASE IF EXISTS bo_parties_bench' -c 'CREATE DATABASE bo_parties_bench' >&2
read -r COMPANY KEY < <(DATABASE_URL=$DB node -r @swc-node/register apps/cli/src/main.ts bootstrap --company Bench 2>/dev/null |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);console.log(j.companyId, j.keys.employee)})')
psql "$DB" -q -v company="$COMPANY" -f bench/vendors/seed.sql >&2

source bench/lib/servers.sh
NODE_ENV=production start_pair "$DB" 3130 bench/vendors/raw-server.ts 3131 /vendors /tmp/vendors-bench
API_URL=http://127.0.0.1:3130 RAW_URL=http://127.0.0.1:3131 API_KEY=$KEY flock /tmp/bench.lock node -r @swc-node/register bench/vendors/run.ts
for path in '/vendors?type=COMPANY&sortBy=name&sortOrder=asc&page=3&pageSize=50' '/vendors?search=orders9999'; do
  for target in api:3130:$BENCH_API_PID raw:3131:$BENCH_RAW_PID; do
    IFS=: read -r label port pid <<<"$target"
    printf '{"path":"%s","label":"%s","cpu":%s}\n' "$path" "$label" "$(flock /tmp/bench.lock node -r @swc-node/register bench/lib/cpu-per-request.ts "http://127.0.0.1:$port$path" "$KEY" "$pid")"
  done
done
