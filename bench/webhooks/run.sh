#!/usr/bin/env bash
# Webhook delivery benchmark (docs/performance.md, "Webhook deliveries"): the worker and a raw
# BullMQ + http keep-alive sender, to 100 loopback receivers, then with 10 of them hanging.
#   bench/webhooks/run.sh [deliveries per endpoint, default 30]
# Creates bo_webhooks_bench (schema by one API start) on first use; runs under flock /tmp/bench.lock.
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/webhooks/database.sh
flock /tmp/bench.lock node -r @swc-node/register bench/webhooks/run.ts "${1:-30}"
