import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ListQueryError } from '../../src/lib/list-query';
import { codeForStatus, envelope, HttpError } from './errors';
import { securityHeaders } from './security-headers';

/** Fastify's own request errors, with messages that describe the request and never the server. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
};

const genericMessages: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request body is too large',
  415: 'This content type is not supported; send application/json',
  429: 'Too many requests',
};

function clientError(error: FastifyError): { status: number; message: string } | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  // The JSON body parser reports a SyntaxError with status 400 and no FST code.
  const known = error.code ? fastifyMessages[error.code] : undefined;
  const message =
    known ?? (error instanceof SyntaxError ? fastifyMessages.FST_ERR_CTP_INVALID_JSON_BODY : genericMessages[status]);
  return { status, message: message ?? 'The request is not valid' };
}

/**
 * Router failures Fastify answers before any route or error handler runs (a malformed %-escape, a path
 * parameter over its length limit); without this they leave in Fastify's own shape, naming FST_ codes.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // Fastify answers these outside any route context, so the onSend hook that adds the headers does not run.
  reply.headers(securityHeaders);
  // No record has an id that long, so it answers like any other unknown address.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(404).send(envelope(404, 'not_found', 'Not found'));
    return;
  }
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message = status === 400 ? 'The address is not valid' : 'Something went wrong';
  reply.code(status).send(envelope(status, status === 400 ? 'bad_request' : 'internal', message));
}

/** What Node's HTTP parser reports before Fastify sees a request, as status and message. */
function connectionErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive' };
  return { status: 400, message: 'The request is not valid HTTP' };
}

/**
 * Requests Node refuses before Fastify parses them (headers over 16 KB, a request too slow to arrive, bytes that are
 * not HTTP) are written straight to the socket; this writes them in the envelope, with the security headers, too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = connectionErrorAnswer(error.code);
  // Nothing here is about a field, so never validation_failed: bad_request for all three.
  const body = JSON.stringify(envelope(status, 'bad_request', message));
  const headers = {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  // Node keeps the answer in progress on the socket; one whose headers went out cannot be replaced, only cut.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const answer = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
  // Ended, then destroyed once flushed: a client that never closes its side cannot keep the socket.
  socket.end(answer, () => socket.destroy());
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send(envelope(error.status, error.code, error.message, error.fields));
    }
    if (error instanceof ListQueryError) {
      return reply
        .code(400)
        .send(envelope(400, 'validation_failed', error.message, { [error.field]: [error.message] }));
    }
    const client = clientError(error);
    if (client) {
      return reply.code(client.status).send(envelope(client.status, codeForStatus(client.status), client.message));
    }
    // Only the log sees the cause; the caller gets a bare message so nothing internal leaks.
    request.log.error(
      {
        err: error,
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        user: request.user?.user_id,
        org: request.user?.org_id,
      },
      'request failed',
    );
    return reply.code(500).send(envelope(500, 'internal', 'Something went wrong'));
  });
}
