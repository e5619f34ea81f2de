/**
 * The console's look for a page that cannot load the console's styles (its policy allows this one
 * style block and nothing else): the console theme's fonts and indigo primary colour
 * (apps/console/src/app/theme.ts), and Mantine's light-scheme greys, radius and spacing. Text
 * colours meet WCAG 2.2 AA as the console's do: white on the primary 5.67:1, dimmed text 5.78:1
 * on the page and 6.09:1 on a card, an invalid input's text 5.59:1 (the former #4c6ef5, #868e96
 * and #fa5252 gave 4.32:1, 3.15:1 and 3.28:1).
 */

export const COLOURS = {
  primary: '#3b5bdb',
  primaryHover: '#364fc7',
  text: '#000',
  dimmed: '#5c636a',
  border: '#dee2e6',
  inputBorder: '#ced4da',
  grid: '#e9ecef',
  axis: '#adb5bd',
  page: '#f8f9fa',
  error: '#c52b2b',
} as const;

/** The charts' series colours: Mantine's, at the shade of the console's primary colour. */
export const SERIES_COLOURS = {
  indigo: '#4c6ef5',
  teal: '#12b886',
  yellow: '#fab005',
  grape: '#be4bdb',
  red: '#fa5252',
} as const;

const FONT = 'Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const c = COLOURS;

const RULES = [
  '*,*::before,*::after{box-sizing:border-box}',
  `body{margin:0;padding:16px;font-family:${FONT};font-size:16px;line-height:1.55;color:${c.text};background:${c.page}}`,
  `h1{font-size:1.375rem;font-weight:650;line-height:1.4;margin:0}`,
  `p.sub{color:${c.dimmed};font-size:14px;margin:4px 0 16px}`,
  `a{color:${c.primary};text-decoration:none}a:hover{text-decoration:underline}`,
  `a:focus-visible,button:focus-visible,input:focus-visible{outline:2px solid ${c.primary};outline-offset:2px}`,
  '.card{background:#fff;border:1px solid ' + c.border + ';border-radius:8px;padding:16px}',
  // The presets as a segmented control, the one shown filled.
  `nav{display:inline-flex;gap:4px;padding:4px;background:${c.grid};border-radius:8px}`,
  `nav a{padding:4px 12px;border-radius:6px;font-size:14px;font-weight:500;color:${c.text}}`,
  'nav a:hover{text-decoration:none;background:#fff}',
  `nav a[aria-current]{background:${c.primary};color:#fff}`,
  '.controls{display:flex;flex-wrap:wrap;align-items:flex-end;gap:16px;margin:0 0 16px}',
  'form{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px;margin:0}',
  '.field{display:flex;flex-direction:column;gap:2px}label{font-size:14px;font-weight:500}',
  `input{height:36px;width:9.5rem;padding:0 12px;border:1px solid ${c.inputBorder};border-radius:8px;font:inherit;font-size:14px;color:${c.text};background:#fff}`,
  `input:focus{border-color:${c.primary};outline:none}`,
  `input[aria-invalid=true]{border-color:${c.error};color:${c.error}}`,
  `.hint{color:${c.dimmed};font-size:12px;margin-bottom:4px}`,
  `button{height:36px;padding:0 18px;border:0;border-radius:8px;background:${c.primary};color:#fff;font:inherit;font-size:14px;font-weight:600;cursor:pointer}`,
  `button:hover{background:${c.primaryHover}}`,
  `.error{margin:0 0 16px;padding:12px 16px;border-radius:8px;background:#fff5f5;color:#c92a2a;font-size:14px}`,
  'dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:16px;margin:0 0 16px}',
  `dt{color:${c.dimmed};font-size:12px;font-weight:700;text-transform:uppercase}`,
  'dd{margin:4px 0 0;font-size:1.375rem;font-weight:700}',
  '.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,32rem),1fr));gap:16px;margin:0 0 16px}',
  'figure{margin:0}figcaption{font-weight:600;margin-bottom:8px}svg{display:block}',
  `.legend{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 8px;padding:0;list-style:none;font-size:12px;color:${c.dimmed}}`,
  '.legend li{display:flex;align-items:center;gap:6px}',
  'a.day:hover rect{fill-opacity:.08}',
  '.table{padding:0;overflow-x:auto}',
  'table{width:100%;border-collapse:collapse;font-size:14px}',
  'caption{text-align:left;font-weight:600;padding:16px 16px 8px}',
  `th,td{padding:8px 12px;border-bottom:1px solid ${c.border};text-align:right;white-space:nowrap}`,
  'th{font-weight:700}tbody tr:last-child td{border-bottom:0}',
  'th:first-child,td:first-child{text-align:left}',
];

/** The page's one style block; the policy names its hash, so it is the same text every time. */
export const STYLE = RULES.join('');
