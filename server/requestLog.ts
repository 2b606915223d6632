import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's own per-request lines are two objects per request, always; this writes one short
 * line when the request is done, and only when LOG_REQUESTS asks for it. Errors the app
 * handles are logged by its error handler either way.
 */
export class RequestLog extends LogController {
  constructor(private readonly enabled: boolean) {
    super({ disableRequestLogging: !enabled });
  }

  incomingRequest(): void {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.enabled) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, `${request.method} ${request.url} ${reply.statusCode}`);
  }
}
