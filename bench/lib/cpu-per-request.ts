/**
 * CPU time per request of one server process and of PostgreSQL, read from /proc (Linux), so the
 * figure does not move with whatever else the machine is doing the way latency does. One
 * connection, sequential requests, after a warm-up:
 *   node -r @swc-node/register bench/lib/cpu-per-request.ts <url> <api-key> <server-pid> [requests]
 * Prints one JSON line: milliseconds of CPU per request in the server and in all postgres
 * processes together, and wall-clock milliseconds per request.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { autocannon, run } from './autocannon';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
}

function postgresTicks(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) total += ticksOf(pid);
    } catch {
      // the process ended while being read
    }
  }
  return total;
}

async function main() {
  const [url, key, pid, requests = '2000'] = process.argv.slice(2);
  const amount = Number(requests);
  const options = { url, connections: 1, headers: { authorization: `Bearer ${key}` } };
  await autocannon({ ...options, amount: 500 });
  const server = ticksOf(pid);
  const postgres = postgresTicks();
  const started = Date.now();
  await autocannon({ ...options, amount });
  console.log(
    JSON.stringify({
      serverCpuMs: Number((((ticksOf(pid) - server) * TICK_MS) / amount).toFixed(3)),
      postgresCpuMs: Number((((postgresTicks() - postgres) * TICK_MS) / amount).toFixed(3)),
      wallMs: Number(((Date.now() - started) / amount).toFixed(3)),
    }),
  );
}

run(main);
