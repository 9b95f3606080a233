/**
 * N loopback webhook receivers on consecutive free ports, in their own process so they do not
 * share the sender's event loop. The first `hanging` never answer. Prints one JSON line with the
 * URLs, then serves until killed. Counts are reported on SIGUSR2 to stderr (not used by run.ts).
 *   node -r @swc-node/register bench/webhooks/receivers.ts <count> <hanging>
 */
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';

async function main() {
  const [count, hanging] = process.argv.slice(2).map(Number);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const hang = i < hanging;
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (hang) return; // held until the sender's time-out
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
      });
    });
    server.keepAliveTimeout = 60_000;
    server.maxConnections = 10_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
  }
  process.stdout.write(JSON.stringify({ urls }) + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
