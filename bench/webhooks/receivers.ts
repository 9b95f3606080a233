/**
 * N loopback webhook receivers on consecutive free ports, in their own process so they do not
 * share the sender's event loop. The first `hanging` never answer. Prints one JSON line with the
 * URLs, then serves until killed. Both senders are timed here, the same way: on stdin a line
 * `at <n>` asks for the time (ms since the epoch) at which the healthy receivers had answered
 * `n` requests in all; the answer is a JSON line `{"at": …, "answered": …}` once that many have.
 * With `arrivals` (the latency benchmark), each receiver also notes when the first request for
 * each `webhook-id` arrived (headers read, before the body), and a line `arrivals` is answered at
 * once with `{"arrivals": {"<webhook-id>": [ms since the epoch, by receiver index], …}}`.
 *   node -r @swc-node/register bench/webhooks/receivers.ts <count> <hanging> [arrivals]
 */
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { epochMs } from './clock';

async function main() {
  const [count, hanging] = process.argv.slice(2, 4).map(Number);
  const recordArrivals = process.argv[4] === 'arrivals';
  /** Per `webhook-id`, the first arrival at each receiver (a retry or a second request is not noted). */
  const arrivals = new Map<string, number[]>();
  const urls: string[] = [];
  let answered = 0;
  const waiting: { n: number; reply: () => void }[] = [];
  const settle = () => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (answered >= waiting[i].n) {
        waiting[i].reply();
        waiting.splice(i, 1);
      }
    }
  };
  for (let i = 0; i < count; i++) {
    const hang = i < hanging;
    const server = createServer((req, res) => {
      const id = req.headers['webhook-id'];
      if (recordArrivals && typeof id === 'string') {
        const at = epochMs();
        let seen = arrivals.get(id);
        if (!seen) arrivals.set(id, (seen = []));
        seen[i] ??= at;
      }
      req.resume();
      req.on('end', () => {
        if (hang) return; // held until the sender's time-out
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
        answered++;
        if (waiting.length > 0) settle();
      });
    });
    server.keepAliveTimeout = 60_000;
    server.maxConnections = 10_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
  }
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'arrivals') {
      process.stdout.write(JSON.stringify({ arrivals: Object.fromEntries(arrivals) }) + '\n');
      return;
    }
    const n = Number(/^at (\d+)$/.exec(line.trim())?.[1]);
    if (!Number.isFinite(n)) return;
    // The time the n-th answer went out, taken when it happens (or now, if it already has).
    waiting.push({ n, reply: () => process.stdout.write(JSON.stringify({ at: Date.now(), answered }) + '\n') });
    settle();
  });
  process.stdout.write(JSON.stringify({ urls }) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
