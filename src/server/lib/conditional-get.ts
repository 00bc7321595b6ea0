import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * Whether an If-None-Match header names this ETag: '*' names any current answer, and tags compare weakly
 * (RFC 9110 13.1.2), so the strong form of a weak tag matches too.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return header.split(',').some((t) => t.trim() === '*' || opaque(t) === ours);
}

/** A weak ETag for an answer made on request (it may go out compressed, so never byte-for-byte the same). */
export const weakEtagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Turns the reply into 304 Not Modified: no body, so no Content-Type, Content-Length or Content-Encoding; the
 * validators, Cache-Control and Vary already set stay, as the 200 would have them (RFC 9110 15.4.5).
 */
export function markNotModified(reply: FastifyReply) {
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  reply.removeHeader('content-encoding');
  reply.code(304);
}

/**
 * Sets an answer's validators and says whether the client's copy is current (If-None-Match, or without it
 * If-Modified-Since, RFC 9110 13.2.2). `lastModified` is an ISO time.
 */
export function isNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  validators: { etag: string; lastModified?: string },
): boolean {
  reply.header('ETag', validators.etag);
  const modified = validators.lastModified ? Date.parse(validators.lastModified) : NaN;
  if (!Number.isNaN(modified)) reply.header('Last-Modified', new Date(modified).toUTCString());
  const inm = request.headers['if-none-match'];
  if (inm) return ifNoneMatchMatches(inm, validators.etag);
  const ims = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return !Number.isNaN(ims) && !Number.isNaN(modified) && Math.floor(modified / 1000) * 1000 <= ims;
}
