import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { requestUrlForLog } from './http/loggedUrl.ts';

/**
 * The access log: one line per answered request, with what an admin looks for (method, path,
 * status, time, address). Fastify's own request logging writes two lines per request, which cost
 * a busy feed a tenth of its CPU; its other request lines (errors, not found) stay off as before,
 * the error handler logging what matters. The line is written where Fastify would write its own
 * "request completed", once the answer is out, so no onResponse hook runs for it.
 */
export class AccessLog extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    request.log.info(
      // The URL with keys and tokens masked: whoever reads the log must not find a way in.
      { method: request.method, url: requestUrlForLog(request), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip },
      'request completed',
    );
  }
}
