/**
 * Webhook receivers on loopback that fail at random: a share of first attempts answer 500 or
 * never answer (the sender's time-out ends them), so retries happen. From an event's fourth
 * attempt on they accept, which keeps every event inside the retry budget (six attempts), so a
 * lost event is the service's fault, not the receiver's. Acknowledged `path|eventId` pairs are kept.
 */
import { createServer, Server, ServerResponse } from 'node:http';

export interface FlakyReceivers {
  baseUrl: string;
  acknowledged: Set<string>;
  requests: () => number;
  /** Acknowledgements of an event the receiver had already acknowledged (delivery is at least once). */
  duplicates: () => number;
  close(): Promise<void>;
}

export async function startFlakyReceivers(options: { failRate: number; hangRate: number; seed?: number }): Promise<FlakyReceivers> {
  const acknowledged = new Set<string>();
  const attempts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  let seed = options.seed ?? 42;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let requests = 0;
  let duplicates = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests++;
      let eventId = '';
      try {
        eventId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id;
      } catch {
        res.writeHead(400).end();
        return;
      }
      const key = `${req.url}|${eventId}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const roll = random();
      if (attempt <= 3 && roll < options.hangRate) {
        hanging.add(res);
        return;
      }
      if (attempt <= 3 && roll < options.hangRate + options.failRate) {
        res.writeHead(500).end('random failure');
        return;
      }
      if (acknowledged.has(key)) duplicates++;
      acknowledged.add(key);
      res.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    acknowledged,
    requests: () => requests,
    duplicates: () => duplicates,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
