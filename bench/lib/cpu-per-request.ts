/**
 * CPU time per request of one server process and of PostgreSQL, read from /proc (Linux), so the
 * figure does not move with whatever else the machine is doing the way latency does. One
 * connection, sequential requests, after a warm-up:
 *   node -r @swc-node/register bench/lib/cpu-per-request.ts <url> <api-key> <server-pid> [requests] [json-body]
 * With a JSON body, each request is a POST of it with an Idempotency-Key of its own.
 * Prints one JSON line: milliseconds of CPU per request in the server and in all postgres
 * processes together (backends that exit meanwhile are not counted), and wall-clock
 * milliseconds per request.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { autocannon, run } from './autocannon';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
}

/** CPU ticks of every postgres process, by pid. */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) ticks.set(pid, ticksOf(pid));
    } catch {
      // the process ended while being read
    }
  }
  return ticks;
}

/** Ticks spent between two readings: by processes alive at both, plus all of those started in between. */
function spentSince(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0;
  for (const [pid, ticks] of after) spent += ticks - (before.get(pid) ?? 0);
  return spent;
}

async function main() {
  const [url, key, pid, requests = '2000', body] = process.argv.slice(2);
  const amount = Number(requests);
  const headers = { authorization: `Bearer ${key}` };
  const post = body && {
    requests: [{ method: 'POST', setupRequest: (r: object) => ({ ...r, headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body }) }],
  };
  const options = { url, connections: 1, headers, ...post };
  await autocannon({ ...options, amount: 500 });
  const server = ticksOf(pid);
  const postgres = postgresTicks();
  const started = Date.now();
  await autocannon({ ...options, amount });
  console.log(
    JSON.stringify({
      serverCpuMs: Number((((ticksOf(pid) - server) * TICK_MS) / amount).toFixed(3)),
      postgresCpuMs: Number(((spentSince(postgres, postgresTicks()) * TICK_MS) / amount).toFixed(3)),
      wallMs: Number(((Date.now() - started) / amount).toFixed(3)),
    }),
  );
}

run(main);
