import { ACCENT, ON_ACCENT } from './theme';

/**
 * The chat's stylesheet, after the widget's own (styles.ts) in the shadow root the chat shows in:
 * it comes with the chat's script, which the page loads only for a chat.
 */
export const CHAT_STYLES = `
.pw-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.pw-primary:disabled,.pw-send:disabled{opacity:.55;cursor:default}
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
.pw-email label{display:block;margin:0 0 6px;font-size:13px}
.pw-email input{display:block;width:100%;margin-top:2px}
.pw-field-error{color:#B3261E;font-size:13px}
.pw-composer{display:flex;gap:8px;padding:10px 12px;border-top:1px solid #E3E8EF}
.pw-root input{min-height:40px;padding:8px 10px;border:1px solid #B0BEC5;border-radius:8px;font:inherit;color:inherit;background:#fff}
.pw-composer input{flex:1;min-width:0}
.pw-send{width:44px;min-height:40px;border:0;border-radius:8px;background:${ACCENT};color:${ON_ACCENT};cursor:pointer}
.pw-send svg{width:20px;height:20px}
@media (max-width:480px){.pw-layer:has(.pw-chat){inset:0}.pw-layer .pw-chat{width:100vw;height:100vh;border-radius:0}}
`;
