/**
 * N loopback webhook receivers on consecutive free ports, in their own process so they do not
 * share the sender's event loop. The first `hanging` never answer. Prints one JSON line with the
 * URLs, then serves until killed. Both senders are timed here, the same way: on stdin a line
 * `at <n>` asks for the time (ms since the epoch) at which the healthy receivers had answered
 * `n` requests in all; the answer is a JSON line `{"at": …, "answered": …}` once that many have.
 *   node -r @swc-node/register bench/webhooks/receivers.ts <count> <hanging>
 */
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

async function main() {
  const [count, hanging] = process.argv.slice(2).map(Number);
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
