/**
 * The raw sender's consumer (lib.ts `rawWorker`) in a process of its own, as the system's worker
 * is: the latency benchmark commits events in its own process, and a sender there would slow the
 * commits it is timed from. Prints `ready` once it takes jobs; runs until killed.
 *   node -r @swc-node/register bench/webhooks/raw-worker.ts <queue prefix>
 */
import { rawWorker } from './lib';

async function main() {
  await rawWorker(process.argv[2]).ready();
  process.stdout.write('ready\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
