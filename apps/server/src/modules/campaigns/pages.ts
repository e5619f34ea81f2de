import type { FastifyReply } from 'fastify';
import { MSG } from '@parley/contract';
import { escapeHtml } from '../../lib/html';
import type { MagicLinkOutcome } from './service';

/** A shopper's page, not the console's: self-contained, with no script. */
function messagePage(heading: string, text: string) {
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></body></html>`
  );
}

const CLOSED_PAGES = {
  expired: messagePage(MSG.magicLinkExpired, 'Please ask the store for a new link.'),
  not_started: messagePage(MSG.magicLinkNotStarted, 'Please come back and try it again later.'),
};

/**
 * Answers a followed short link. Nothing here may be cached: a visit must reach the server to
 * count, and a link that has not started yet will start.
 */
export function sendMagicLinkOutcome(reply: FastifyReply, outcome: MagicLinkOutcome) {
  void reply.header('cache-control', 'no-store');
  switch (outcome.kind) {
    case 'redirect':
      return reply.redirect(outcome.location, 302);
    case 'unknown':
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    default:
      // 410 in both cases, as the link cannot be used now; the wording tells them apart.
      return reply.status(410).type('text/html; charset=utf-8').send(CLOSED_PAGES[outcome.kind]);
  }
}
