import {
  THEME_PREVIEW_MESSAGES,
  THEME_PREVIEW_PATH,
  type TThemeConfiguration,
} from '@parley/contract';
import { escapeHtml } from '../../lib/html';
import { CSP_REPORTING_DIRECTIVES } from '../../plugins/security';
import { framedPagePolicy } from '../handoff';

/**
 * The theme configurator's page (POST /auth/handoff, destination app-react): the widget's own
 * preview page (THEME_PREVIEW_PATH, served from the widget's build) in a frame, handed the
 * saved theme with the preview's message once it says it listens.
 */

export const CONFIGURATOR_TEXT = {
  title: 'Theme configurator',
  preview: 'Theme preview',
  closed: {
    unknown: [
      'This theme configurator link is not valid',
      'Open the Theme configurator again from the console.',
    ],
    used: [
      'This theme configurator link has already been used',
      'Each link opens the configurator once. Open the Theme configurator again from the console.',
    ],
    expired: [
      'This theme configurator link has expired',
      'Links are valid for a minute. Open the Theme configurator again from the console.',
    ],
    ended: [
      'This theme configurator session has ended',
      'Open the Theme configurator again from the console.',
    ],
    gone: ['This theme no longer exists', 'It was deleted after the configurator was opened.'],
  },
} as const;

const STYLE =
  'html,body{margin:0;height:100%;font-family:system-ui,sans-serif;color:#1a1b1e;background:#fff}' +
  'iframe{display:block;border:0;width:100%;height:100%}' +
  'main{padding:1rem 1.5rem}h1{font-size:1.4rem;margin:0 0 .5rem}p{color:#495057;margin:0}';

/**
 * Posts the theme to the preview frame, on the preview's `ready` and when the frame has loaded
 * (either may come first), to this origin only: the preview is served from here.
 */
const SCRIPT =
  "(function(){var data=JSON.parse(document.getElementById('parley-theme').textContent);" +
  "var frame=document.getElementById('parley-preview');var origin=window.location.origin;" +
  'function send(){if(frame.contentWindow)frame.contentWindow.postMessage(' +
  `{type:${JSON.stringify(THEME_PREVIEW_MESSAGES.theme)},theme:data.theme,logoUrl:data.logoUrl},origin);}` +
  "window.addEventListener('message',function(event){" +
  'if(event.source!==frame.contentWindow||event.origin!==origin)return;' +
  `if(event.data&&event.data.type===${JSON.stringify(THEME_PREVIEW_MESSAGES.ready)})send();});` +
  "frame.addEventListener('load',send);})();";

/**
 * The page's own policy: its one style block and one script, the preview frame from this origin
 * and nothing else, framed only by the console that asked for it; violations reported.
 */
export const configuratorPolicy = (consoleOrigins: string[]) =>
  framedPagePolicy(
    { script: SCRIPT, style: STYLE },
    ["frame-src 'self'", "form-action 'none'", ...CSP_REPORTING_DIRECTIVES],
    consoleOrigins,
  );

/** JSON that cannot end the script element it sits in, nor a line of it. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function page(title: string, body: string) {
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

/** The preview frame and the theme it is handed: the configuration and the logo's URL. */
export function renderConfigurator(theme: TThemeConfiguration, logoUrl: string | null) {
  return page(
    CONFIGURATOR_TEXT.title,
    `<iframe id="parley-preview" title="${escapeHtml(CONFIGURATOR_TEXT.preview)}" ` +
      `src="${escapeHtml(THEME_PREVIEW_PATH)}"></iframe>` +
      `<script type="application/json" id="parley-theme">${jsonInHtml({ theme, logoUrl })}</script>` +
      `<script>${SCRIPT}</script>`,
  );
}

/** Why the page is not shown. */
export const renderConfiguratorMessage = ([heading, detail]: readonly [string, string]) =>
  page(heading, `<main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(detail)}</p></main>`);
