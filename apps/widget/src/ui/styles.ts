import { ACCENT, kebab, ON_ACCENT, STYLED_GROUPS, variableOf, type StyledGroup } from './theme';

const property = (key: string) => (key === 'fontSmoothing' ? '-webkit-font-smoothing' : kebab(key));

/** `property: var(--pw-…)` for every key of a theme group (each key names its CSS property). */
const themed = (group: StyledGroup, keys: readonly string[] = STYLED_GROUPS[group]) =>
  keys.map((key) => `${property(key)}:var(${variableOf(group, key)})`).join(';');

const HOVER_KEYS = ['color', 'backgroundColor', 'border', 'borderRadius', 'boxShadow'];

/**
 * The widget's stylesheet, put in each of its shadow roots: the store's CSS cannot reach inside,
 * and these rules cannot leak out. The chat brings its own rules (chat-styles.ts), which build on
 * these. Inherited properties do cross the shadow boundary, so the
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
.pw-button[aria-busy=true]{cursor:progress}
.pw-button:hover .pw-logo{color:var(--pw-button-hover-logo-color)}
.pw-logo{flex:none;width:var(--pw-button-logo-size);height:var(--pw-button-logo-size);margin-right:var(--pw-button-logo-margin-right);color:var(--pw-button-logo-color)}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #FFB300;outline-offset:2px}
.pw-layer{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;position:fixed;z-index:2147483000;right:16px;bottom:16px}
.pw-popup{position:relative;width:min(320px,calc(100vw - 32px));padding:20px 20px 16px 76px;background:#fff;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.22)}
.pw-popup-logo{position:absolute;left:20px;top:20px;width:40px;height:40px;border-radius:50%;background:linear-gradient(135deg,var(--pw-dwell-time-popup-logo-gradient-start),var(--pw-dwell-time-popup-logo-gradient-end))}
.pw-popup h2{margin:0 24px 4px 0;font-size:17px}
.pw-popup p{margin:0 0 12px}
.pw-icon{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:50%;background:transparent;color:inherit;font-size:22px;line-height:1;cursor:pointer}
.pw-icon:hover{background:rgba(0,0,0,.08)}
.pw-primary{display:inline-block;min-height:40px;padding:8px 16px;border:0;border-radius:6px;background:${ACCENT};color:${ON_ACCENT};font:inherit;font-weight:600;cursor:pointer}
.pw-primary:hover{background:var(--pw-button-hover-background-color)}
.pw-secondary{min-height:36px;padding:6px 12px;border:1px solid currentColor;border-radius:6px;background:transparent;color:inherit;font:inherit;cursor:pointer}
.pw-error{padding:8px 14px;background:#FDECEA;color:#8A1C12;border-top:1px solid #F5C2BC}
.pw-error button{margin-left:8px}
.pw-unavailable{padding:20px 48px 16px 20px}
.pw-unavailable p{margin:0 0 12px}
@media (prefers-reduced-motion:reduce){.pw-root *{animation:none!important;transition:none!important}}
`;
