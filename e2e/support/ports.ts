import { createServer } from 'node:net';

/**
 * The ports the suite's servers and their emulators listen on: below Linux's
 * ephemeral range (32768 and up), which the kernel hands out to outgoing
 * connections, and below the band the server tests take their ports from
 * (20000 and up, `server/test/start-server-process.ts`), so neither takes a
 * port between the moment it is found free and the moment a server listens.
 */
const E2E_PORTS = { first: 16_000, count: 3_000 } as const;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => resolve(true));
    });
  });
}

/**
 * `count` free ports of 127.0.0.1 in a row, for one run of the suite. The
 * run starts looking at a place in the band given by its process id, so two
 * runs at the same time take apart ports even before either listens.
 */
export async function freePorts(count: number): Promise<number[]> {
  const slots = Math.floor(E2E_PORTS.count / count);
  const start = process.pid % slots;
  for (let tried = 0; tried < slots; tried += 1) {
    const first = E2E_PORTS.first + ((start + tried) % slots) * count;
    const ports = Array.from({ length: count }, (_, index) => first + index);
    let isFree = true;
    for (const port of ports) {
      if (!(await canListen(port))) {
        isFree = false;
        break;
      }
    }
    if (isFree) {
      return ports;
    }
  }
  throw new Error(`No ${count} free ports for the browser suite`);
}
