# Sourced by the benchmark scripts (run from the repository root): starts the real API and a raw
# handler on one database, waits until both answer, and stops both when the script exits.
#   start_pair <database-url> <api-port> <raw-script> <raw-port> <probe-path> <log-prefix>
# Logs go to <log-prefix>-api.log and <log-prefix>-raw.log. The API never rate-limits here, and
# extra settings for it come as environment before the call (NODE_ENV=production start_pair …).
start_pair() {
  local db=$1 api_port=$2 raw_script=$3 raw_port=$4 probe=$5 logs=$6
  DATABASE_URL=$db PORT=$api_port LOG_LEVEL=warn MIGRATIONS_RUN=false RATE_LIMIT_PER_MINUTE=10000000 RATE_LIMIT_BURST=1000000 \
    node -r @swc-node/register apps/api/src/main.ts >"$logs-api.log" 2>&1 &
  BENCH_API_PID=$!
  DATABASE_URL=$db PORT=$raw_port RAW_PORT=$raw_port node -r @swc-node/register "$raw_script" >"$logs-raw.log" 2>&1 &
  BENCH_RAW_PID=$!
  trap 'kill $BENCH_API_PID $BENCH_RAW_PID 2>/dev/null || true' EXIT
  local port
  for port in "$api_port" "$raw_port"; do
    for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$port$probe" && break; sleep 0.5; done
  done
}
