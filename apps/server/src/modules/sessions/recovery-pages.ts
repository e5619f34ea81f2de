import type { FastifyReply } from 'fastify';
import { RECOVERY_LINK_HOURS } from '@parley/contract';
import { escapeHtml, sendHtmlPage } from '../../lib/html';
import type { ClosedLink, RecoveryLinkView, RecoveryPurchase } from './recovery-link';
import { CSP_REPORTING_DIRECTIVES } from '../../plugins/security';

export const RECOVERY_PAGE_TEXT = {
  unknown: 'This offer link is not valid',
  used: 'This offer has already been used',
  expired: 'This offer has expired',
  expiredDetail: `Offers sent by e-mail can be used for ${RECOVERY_LINK_HOURS} hours after they are made.`,
  usedDetail: 'Each offer link can be used once.',
  notNegotiable: 'This offer is not negotiable and can be used once.',
  buy: 'Buy now',
  tokenHeading: 'Your offer is reserved',
  tokenDetail: 'Give this code to the store to buy at the offered price:',
} as const;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}' +
  'button{padding:.6rem 1.5rem;font-size:1rem;border:0;border-radius:4px;background:#228be6;color:#fff;cursor:pointer}' +
  'blockquote{border-left:3px solid #ced4da;margin:1rem 0;padding-left:1rem}' +
  'code{word-break:break-all}';

/** A shopper's page, not the console's: self-contained, with no script. */
function page(title: string, body: string) {
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body>${body}</body></html>`
  );
}

/**
 * This page's own policy: no script at all, and its one form may go here and on to the product
 * page (browsers apply form-action to where the form's answer redirects).
 */
const policy = (productOrigin: string | null) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${productOrigin ? ` ${productOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    ...CSP_REPORTING_DIRECTIVES,
  ].join('; ');

function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  productOrigin = null as string | null,
) {
  return sendHtmlPage(reply, status, html, policy(productOrigin));
}

function sendClosed(reply: FastifyReply, closed: ClosedLink) {
  if (closed.kind === 'unknown') {
    return sendPage(
      reply,
      404,
      page(RECOVERY_PAGE_TEXT.unknown, `<h1>${RECOVERY_PAGE_TEXT.unknown}</h1>`),
    );
  }
  const [heading, detail] =
    closed.kind === 'used'
      ? [RECOVERY_PAGE_TEXT.used, RECOVERY_PAGE_TEXT.usedDetail]
      : [RECOVERY_PAGE_TEXT.expired, RECOVERY_PAGE_TEXT.expiredDetail];
  return sendPage(reply, 410, page(heading, `<h1>${heading}</h1><p>${detail}</p>`));
}

/** The offer with its Buy button, or why the link no longer works. */
export function sendRecoveryOffer(reply: FastifyReply, view: RecoveryLinkView, action: string) {
  if (view.kind !== 'offer') return sendClosed(reply, view);
  const title = `An offer from ${view.retailerName}`;
  const what = `${view.quantity > 1 ? `${view.quantity} × ` : ''}${view.productName}`;
  const message = view.message ? `<blockquote>${escapeHtml(view.message)}</blockquote>` : '';
  return sendPage(
    reply,
    200,
    page(
      title,
      `<h1>${escapeHtml(title)}</h1>` +
        `<p><strong>${escapeHtml(what)}</strong> for <strong>${escapeHtml(view.price)}</strong></p>` +
        message +
        `<p>${RECOVERY_PAGE_TEXT.notNegotiable}</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit">${RECOVERY_PAGE_TEXT.buy}</button></form>`,
    ),
    view.productOrigin,
  );
}

/** After Buy: on to the product page with the price token, or the token itself. */
export function sendRecoveryPurchase(reply: FastifyReply, outcome: RecoveryPurchase) {
  if (outcome.kind === 'redirect') {
    return reply.header('cache-control', 'no-store').redirect(outcome.location, 303);
  }
  if (outcome.kind !== 'token') return sendClosed(reply, outcome);
  const heading = RECOVERY_PAGE_TEXT.tokenHeading;
  return sendPage(
    reply,
    200,
    page(
      heading,
      `<h1>${heading}</h1><p>${RECOVERY_PAGE_TEXT.tokenDetail}</p>` +
        `<p><code>${escapeHtml(outcome.priceToken)}</code></p><p>${escapeHtml(outcome.retailerName)}</p>`,
    ),
  );
}
