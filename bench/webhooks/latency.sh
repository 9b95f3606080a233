#!/usr/bin/env bash
# Webhook delivery latency (docs/performance.md, "Webhook delivery latency"): commit of the event
# to the first request at the receiver, for one worker and a raw BullMQ + http keep-alive sender,
# steady (STEADY_RATE=50 events/s for STEADY_SECONDS=20) and a burst (BURST_EVENTS=2000), 10 endpoints.
#   bench/webhooks/latency.sh [rounds, default 2]
# Creates bo_webhooks_bench (schema by one API start) on first use; runs under flock /tmp/bench.lock.
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/webhooks/database.sh
flock /tmp/bench.lock node -r @swc-node/register bench/webhooks/latency.ts "${1:-2}"
