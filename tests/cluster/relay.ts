import net from 'node:net';
import { freePort } from '../../server/db/embedded/cluster';

// A TCP relay between nginx and one instance: transparent, until the kill -9 check holds back the
// instance's answers. An instance killed right after it committed a write and before its answer
// left is the case Idempotency-Keys exist for; on its own the window is a few milliseconds wide,
// so a kill lands in it only sometimes. Holding the answers for a moment first makes every write
// the instance finishes meanwhile such a write, so the check fails whenever a retry is applied again.

export interface Relay {
  port: number;
  /** From now on, what the instance answers is dropped; resolves once `answers` answers were. */
  hold(answers: number, ms: number): Promise<number>;
  close(): Promise<void>;
}

export const startRelay = async (targetPort: number): Promise<Relay> => {
  const port = await freePort();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let holding = false;
  let dropped = 0;
  let onDrop = () => {};
  const server = net.createServer((client) => {
    const instance = net.connect(targetPort, '127.0.0.1');
    const pair: [net.Socket, net.Socket] = [client, instance];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      instance.destroy();
    };
    client.on('data', (d) => instance.write(d));
    instance.on('data', (d) => {
      if (!holding) return client.write(d);
      // An answer's first bytes are its status line.
      if (d.subarray(0, 5).toString() === 'HTTP/') {
        dropped++;
        onDrop();
      }
    });
    for (const s of pair) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    hold: (answers, ms) => new Promise((resolve) => {
      holding = true;
      const timer = setTimeout(() => resolve(dropped), ms);
      onDrop = () => {
        if (dropped < answers) return;
        clearTimeout(timer);
        resolve(dropped);
      };
    }),
    close: () => new Promise((resolve) => {
      for (const [c, i] of pairs) { c.destroy(); i.destroy(); }
      server.close(() => resolve());
    }),
  };
};
