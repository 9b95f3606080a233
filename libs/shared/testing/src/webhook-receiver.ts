import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  at: number;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  rawBody: string;
}

export type ReceiverAnswer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/**
 * What the receiver answers to its n-th request (1-based): a status, or `hang` to never answer; a
 * promise of one answers when it settles (a slow receiver that waits on timers, never blocking the
 * process it shares with the API and the worker).
 */
export type ReceiverBehaviour = (n: number, request: ReceivedRequest) => ReceiverAnswer | Promise<ReceiverAnswer>;

export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  setBehaviour(behaviour: ReceiverBehaviour): void;
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records every request (raw body kept for signature checks). */
export async function startWebhookReceiver(behaviour: ReceiverBehaviour = () => ({ status: 200 })): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let current = behaviour;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const received: ReceivedRequest = { at: Date.now(), method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      const answer = await current(requests.length, received);
      if (res.destroyed) return;
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      res.end(answer.body ?? 'ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    setBehaviour: (b) => (current = b),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
