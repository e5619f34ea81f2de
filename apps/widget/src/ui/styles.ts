import { kebab, STYLED_GROUPS, variableOf, type StyledGroup } from './theme';

const property = (key: string) => (key === 'fontSmoothing' ? '-webkit-font-smoothing' : kebab(key));

/** `property: var(--pw-…)` for every key of a theme group (each key names its CSS property). */
const themed = (group: StyledGroup, keys: readonly string[] = STYLED_GROUPS[group]) =>
  keys.map((key) => `${property(key)}:var(${variableOf(group, key)})`).join(';');

const HOVER_KEYS = ['color', 'backgroundColor', 'border', 'borderRadius', 'boxShadow'];
const ACCENT = 'var(--pw-button-background-color)';
const ON_ACCENT = 'var(--pw-button-color)';

/**
 * The widget's stylesheet, put in each of its shadow roots: the store's CSS cannot reach inside,
 * and these rules cannot leak out. Inherited properties do cross the shadow boundary, so the
 * roots reset the ones a store commonly sets (alignment, case, spacing). Only the button and
 * its caption keep the store's font by default (the theme's `inherit`); the popup and the chat
 * use the system's.
 */
export const STYLES = `
:host{display:block}
.pw-root{font-size:14px;line-height:1.45;color:#212121;text-align:left;text-transform:none;letter-spacing:normal;word-spacing:normal;white-space:normal;font-style:normal}
.pw-root *,.pw-root *::before,.pw-root *::after{box-sizing:border-box}
.pw-container{${themed('container')}}
.pw-info{display:block;margin-top:0;${themed('infoText')}}
.pw-info:hover{${themed('infoText.hover')}}
.pw-button{display:inline-flex;align-items:center;justify-content:center;width:100%;cursor:pointer;${themed('button')}}
.pw-button:hover{${themed('button.hover', HOVER_KEYS)}}
.pw-button:hover .pw-logo{color:var(--pw-button-hover-logo-color)}
.pw-logo{flex:none;width:var(--pw-button-logo-size);height:var(--pw-button-logo-size);margin-right:var(--pw-button-logo-margin-right);color:var(--pw-button-logo-color)}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #FFB300;outline-offset:2px}
.pw-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.pw-layer{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;position:fixed;z-index:2147483000;right:16px;bottom:16px}
.pw-popup{position:relative;width:min(320px,calc(100vw - 32px));padding:20px 20px 16px 76px;background:#fff;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.22)}
.pw-popup-logo{position:absolute;left:20px;top:20px;width:40px;height:40px;border-radius:50%;background:linear-gradient(135deg,var(--pw-dwell-time-popup-logo-gradient-start),var(--pw-dwell-time-popup-logo-gradient-end))}
.pw-popup h2{margin:0 24px 4px 0;font-size:17px}
.pw-popup p{margin:0 0 12px}
.pw-icon{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:50%;background:transparent;color:inherit;font-size:22px;line-height:1;cursor:pointer}
.pw-icon:hover{background:rgba(0,0,0,.08)}
.pw-primary{display:inline-block;min-height:40px;padding:8px 16px;border:0;border-radius:6px;background:${ACCENT};color:${ON_ACCENT};font:inherit;font-weight:600;cursor:pointer}
.pw-primary:hover{background:var(--pw-button-hover-background-color)}
.pw-primary:disabled,.pw-send:disabled{opacity:.55;cursor:default}
.pw-secondary{min-height:36px;padding:6px 12px;border:1px solid currentColor;border-radius:6px;background:transparent;color:inherit;font:inherit;cursor:pointer}
.pw-chat{display:flex;flex-direction:column;width:min(380px,calc(100vw - 32px));height:min(620px,calc(100vh - 32px));background:#fff;border-radius:14px;box-shadow:0 12px 48px rgba(0,0,0,.28);overflow:hidden}
.pw-inline{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;width:100%;max-width:420px;box-shadow:0 2px 12px rgba(0,0,0,.14)}
.pw-chat-header{position:relative;padding:14px 48px 12px 16px;background:${ACCENT};color:${ON_ACCENT}}
.pw-chat-header h2{margin:0;font-size:16px}
.pw-chat-header p{margin:2px 0 0;font-size:13px;opacity:.9}
.pw-messages{flex:1;overflow-y:auto;padding:12px 14px;background:#F5F7FA}
.pw-exchange{margin-bottom:10px}
.pw-bubble{max-width:85%;margin:0 0 6px;padding:8px 12px;border-radius:14px;overflow-wrap:anywhere;white-space:pre-wrap}
.pw-user{margin-left:auto;background:${ACCENT};color:${ON_ACCENT};border-bottom-right-radius:4px;width:fit-content}
.pw-bot-line{background:#fff;border:1px solid #E3E8EF;border-bottom-left-radius:4px;width:fit-content}
.pw-bot-line a{color:#0B57D0;text-decoration:underline}
.pw-misunderstood .pw-bot-line{background:#FFF4E5;border-color:#FFB74D}
.pw-pending{opacity:.7}
.pw-bot-reaction{margin-left:6px}
.pw-expression{display:block;width:100%;max-width:400px;height:auto;aspect-ratio:400/224;margin:0 0 6px;border-radius:10px;background:#E8EEF6;object-fit:cover}
.pw-gift{max-width:85%;margin:0 0 6px;border:1px solid #E3E8EF;border-radius:12px;overflow:hidden}
.pw-gift img{display:block;width:100%;max-height:140px;object-fit:cover}
.pw-gift figcaption{display:flex;flex-direction:column;gap:2px;padding:8px 12px}
.pw-reactions{display:flex;gap:2px;margin:-2px 0 4px}
.pw-reactions button{min-width:32px;height:28px;padding:0 4px;border:1px solid transparent;border-radius:14px;background:transparent;font-size:15px;cursor:pointer;filter:grayscale(1);opacity:.6}
.pw-reactions button:hover,.pw-reactions button[aria-pressed=true]{filter:none;opacity:1;border-color:#C9D3E0;background:#fff}
.pw-celebration{position:relative;margin:4px 0 8px;padding:12px;border-radius:10px;background:linear-gradient(135deg,#FFF8E1,#E8F5E9);text-align:center;font-weight:700;overflow:hidden}
.pw-celebration p{margin:2px 0}
.pw-confetti i{position:absolute;top:-8px;width:6px;height:10px;animation:pw-fall 1.6s ease-in forwards;opacity:0}
@keyframes pw-fall{0%{transform:translateY(0) rotate(0);opacity:1}100%{transform:translateY(90px) rotate(540deg);opacity:0}}
.pw-typing{margin:0 0 6px;padding:8px 12px;width:fit-content;border-radius:14px;background:#fff;border:1px solid #E3E8EF}
.pw-dots i{display:inline-block;width:6px;height:6px;margin:0 2px;border-radius:50%;background:#90A4AE;animation:pw-blink 1.2s infinite}
.pw-dots i:nth-child(2){animation-delay:.2s}.pw-dots i:nth-child(3){animation-delay:.4s}
@keyframes pw-blink{0%,80%,100%{opacity:.25}40%{opacity:1}}
.pw-panel{padding:10px 14px;border-top:1px solid #E3E8EF}
.pw-panel h3{margin:0 0 4px;font-size:15px}
.pw-panel p{margin:0 0 8px}
.pw-error{padding:8px 14px;background:#FDECEA;color:#8A1C12;border-top:1px solid #F5C2BC}
.pw-error button{margin-left:8px}
.pw-email label{display:block;margin:0 0 6px;font-size:13px}
.pw-email input{display:block;width:100%;margin-top:2px}
.pw-field-error{color:#B3261E;font-size:13px}
.pw-composer{display:flex;gap:8px;padding:10px 12px;border-top:1px solid #E3E8EF}
.pw-root input{min-height:40px;padding:8px 10px;border:1px solid #B0BEC5;border-radius:8px;font:inherit;color:inherit;background:#fff}
.pw-composer input{flex:1;min-width:0}
.pw-send{width:44px;min-height:40px;border:0;border-radius:8px;background:${ACCENT};color:${ON_ACCENT};cursor:pointer}
.pw-send svg{width:20px;height:20px}
@media (max-width:480px){.pw-layer:has(.pw-chat){inset:0}.pw-layer .pw-chat{width:100vw;height:100vh;border-radius:0}}
@media (prefers-reduced-motion:reduce){.pw-root *{animation:none!important;transition:none!important}}
`;
