import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const ANSWERS: Record<string, { status: number; error: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, error: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'REQUEST_TIMEOUT', message: 'The request was not received in time' },
};
const MALFORMED = { status: 400, error: 'BAD_REQUEST', message: 'The request is not valid HTTP' };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, broken
 * framing, too slow). Fastify's default answer has its own body shape; this one is the
 * contract's, then the connection is closed as Node does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && ANSWERS[error.code]) || MALFORMED;
  const body = JSON.stringify({ error: answer.error, message: answer.message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
