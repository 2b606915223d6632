import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import pinoPretty from 'pino-pretty';

type Pino = typeof import('pino').default;

// The pino that Fastify itself depends on and would create: start-up and requests share one logger.
const pino = createRequire(createRequire(import.meta.url).resolve('fastify'))('pino') as Pino;

/**
 * The server's logger: human-readable lines (pino-pretty) when stdout is a terminal, JSON lines
 * otherwise (a service manager, a container, a file), at `level`. Errors go to stderr, where a
 * failed start is looked for, the rest to stdout. Written synchronously, so a line logged
 * before the start-up summary is printed before it.
 */
export const createLogger = (level: string, pretty = process.stdout.isTTY === true): FastifyBaseLogger => {
  const to = (fd: 1 | 2) => (pretty
    ? pinoPretty({ sync: true, destination: fd, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
    : pino.destination({ dest: fd, sync: true }));
  return pino({ level }, pino.multistream([{ level: 'trace', stream: to(1) }, { level: 'error', stream: to(2) }], { dedupe: true }));
};
