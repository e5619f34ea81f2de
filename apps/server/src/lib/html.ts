import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value from the request passes through here before it reaches the page. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * A page made for one visitor (a link's landing page, a framed dashboard): no cache keeps it, and
 * it carries its own content security policy in place of the app's.
 */
export function sendHtmlPage(
  reply: FastifyReply,
  status: number,
  html: string,
  contentSecurityPolicy: string,
) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(html);
}
