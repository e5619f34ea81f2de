import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEME_PREVIEW_MESSAGES, THEME_PREVIEW_PATH } from '@parley/contract/theme';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PREVIEW_BASE,
  PREVIEW_MODE,
  PREVIEW_PAGE,
  previewConfig,
  widgetConfig,
} from '../../vite.config';
import { inputFromHash, logoAddress } from './input';
import { startThemePreview } from './start';

const HOSTILE = '<img src=x onerror=alert(1)>';

let stops: (() => void)[] = [];
afterEach(() => {
  // A synchronous act flushes at once; its promise has nothing left to wait for.
  for (const stop of stops) void act(stop);
  stops = [];
  document.body.replaceChildren();
});

/** A frame in the test's window, as the console frames the page. */
function frame(hash = ''): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const win = iframe.contentWindow;
  if (!win) throw new Error('no frame window');
  if (hash) win.location.hash = hash;
  return win;
}

/** The preview page started in a frame (by default one the test's window frames). */
function openPreview(win: Window = frame()) {
  const container = win.document.createElement('div');
  win.document.body.append(container);
  void act(() => {
    stops.push(startThemePreview(win, container));
  });
  return { win, doc: win.document };
}

/** A widget root of the page by its state: its shadow root, where the widget's markup is. */
function part(doc: Document, name: string): ShadowRoot {
  const root = doc.querySelector(`[data-preview="${name}"]`)?.shadowRoot;
  if (!root) throw new Error(`no widget root ${name}`);
  return root;
}

const buttonText = (doc: Document, name = 'button') =>
  part(doc, name).querySelector('.pw-button')?.textContent;
const popupHeading = (doc: Document) => part(doc, 'dwell-popup').querySelector('h2')?.textContent;
const themeRoot = (doc: Document, name = 'button') => {
  const root = part(doc, name).querySelector<HTMLElement>('.pw-root');
  if (!root) throw new Error(`no .pw-root in ${name}`);
  return root;
};
const variable = (doc: Document, name: string, root = 'button') =>
  themeRoot(doc, root).style.getPropertyValue(name);

function post(win: Window, data: unknown, source: Window | null = win.parent) {
  // The frame's own MessageEvent: jsdom takes only its window's events.
  const { MessageEvent: FrameMessageEvent } = win as Window & typeof globalThis;
  void act(() => {
    win.dispatchEvent(new FrameMessageEvent('message', { data, source }));
  });
}

const themeMessage = (theme: unknown, logoUrl: unknown = null) => ({
  type: THEME_PREVIEW_MESSAGES.theme,
  theme,
  logoUrl,
});

const RED_THEME = {
  button: { text: 'Make an offer', backgroundColor: '#C62828' },
  dwellTimePopup: { headingText: 'Still thinking it over?' },
};

describe('the theme preview page', () => {
  it('tells the window that frames it that it is ready', async () => {
    const heard = new Promise<unknown>((resolve) => {
      window.addEventListener('message', (event) => resolve(event.data), { once: true });
    });
    openPreview();
    expect(await heard).toEqual({ type: THEME_PREVIEW_MESSAGES.ready });
  });

  it('shows the default theme until one arrives, on every state of the widget', () => {
    const { doc } = openPreview();
    expect(buttonText(doc)).toBe('Negotiate');
    expect(buttonText(doc, 'button-hover')).toBe('Negotiate');
    expect(variable(doc, '--pw-button-background-color')).toBe('#1976D2');
    expect(part(doc, 'button').querySelector('.pw-info')?.textContent).toBe(
      'Instant Chatbot - No Login Needed',
    );
    expect(popupHeading(doc)).toBe('Still undecided?');
    const chat = part(doc, 'chat');
    expect(chat.textContent).toContain('Would you take £150?');
    expect(chat.textContent).toContain('I can do £170.10 for you.');
    expect(chat.querySelector('.pw-primary')?.textContent).toBe('Accept £170.10');
    const deal = part(doc, 'deal');
    expect(deal.querySelector('.pw-panel h3')?.textContent).toBe('Your deal is ready');
    expect(deal.textContent).toContain('Your deal: £170.10');
    expect(deal.textContent).toContain('You got a 10% discount!');
  });

  it('styles each widget root with the widget’s own stylesheet, the hovered one in its hover state', () => {
    const { doc } = openPreview();
    const plain = part(doc, 'button').querySelector('style')?.textContent ?? '';
    const hovered = part(doc, 'button-hover').querySelector('style')?.textContent ?? '';
    expect(plain).toContain('.pw-button:hover{');
    expect(hovered).not.toContain(':hover');
    expect(hovered).toContain('.pw-button{display:inline-flex');
  });

  it('re-renders with a theme posted by the window that frames it', () => {
    const { win, doc } = openPreview();
    post(win, themeMessage(RED_THEME));
    expect(buttonText(doc)).toBe('Make an offer');
    expect(buttonText(doc, 'button-hover')).toBe('Make an offer');
    expect(variable(doc, '--pw-button-background-color')).toBe('#C62828');
    expect(variable(doc, '--pw-button-background-color', 'chat')).toBe('#C62828');
    expect(popupHeading(doc)).toBe('Still thinking it over?');
    // What the theme leaves out keeps its default.
    expect(variable(doc, '--pw-button-color')).toBe('#FFFFFF');
    expect(part(doc, 'dwell-popup').querySelector('p')?.textContent).toBe(
      'Make us an offer and see if we can agree a price.',
    );

    post(win, themeMessage({ infoText: { enabled: 'false' } }));
    expect(buttonText(doc)).toBe('Negotiate');
    expect(part(doc, 'button').querySelector('.pw-info')).toBeNull();
  });

  it('ignores a theme from any other window, and messages of another kind', () => {
    const { win, doc } = openPreview();
    const other = frame();
    post(win, themeMessage(RED_THEME), other);
    post(win, themeMessage(RED_THEME), null);
    post(win, { ...themeMessage(RED_THEME), type: 'something-else' });
    post(win, 'parley:theme-preview');
    expect(buttonText(doc)).toBe('Negotiate');
    expect(variable(doc, '--pw-button-background-color')).toBe('#1976D2');
    expect(popupHeading(doc)).toBe('Still undecided?');
  });

  it('shows a theme given in its address', () => {
    const { doc } = openPreview(frame(`#theme=${encodeURIComponent(JSON.stringify(RED_THEME))}`));
    expect(buttonText(doc)).toBe('Make an offer');
    expect(variable(doc, '--pw-button-background-color')).toBe('#C62828');
    expect(popupHeading(doc)).toBe('Still thinking it over?');
  });

  it('shows the defaults for an address whose theme is not JSON, or not an object', () => {
    for (const hash of ['#theme=%7Bnot%20json', '#theme=%5B1%2C2%5D', '#theme=null', '#other=1']) {
      const { doc } = openPreview(frame(hash));
      expect(buttonText(doc)).toBe('Negotiate');
      expect(variable(doc, '--pw-button-background-color')).toBe('#1976D2');
      expect(popupHeading(doc)).toBe('Still undecided?');
    }
  });

  it('shows hostile texts as text and keeps hostile values inside their custom property', () => {
    const { win, doc } = openPreview();
    post(
      win,
      themeMessage({
        button: {
          text: HOSTILE,
          backgroundColor: 'red;}</style><script>alert(1)</script><style>',
          color: 'red; background-image: url(https://evil.example/x)',
        },
        dwellTimePopup: { headingText: HOSTILE },
        infoPopup: { text: HOSTILE },
      }),
    );
    expect(buttonText(doc)).toBe(HOSTILE);
    expect(popupHeading(doc)).toBe(HOSTILE);
    expect(doc.body.textContent).toContain(HOSTILE);
    for (const name of ['button', 'button-hover', 'dwell-popup', 'chat', 'deal']) {
      const root = part(doc, name);
      expect(root.querySelectorAll('img, script')).toHaveLength(0);
      expect(root.querySelectorAll('style')).toHaveLength(1);
      // Only the theme's custom properties are set on the root: nothing leaked into another.
      const style = themeRoot(doc, name).style;
      const names = Array.from({ length: style.length }, (_, index) => style.item(index));
      expect(names.every((property) => property.startsWith('--pw-'))).toBe(true);
    }
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
  });

  it('shows the logo only when it is an image address', () => {
    const { win, doc } = openPreview();
    post(win, themeMessage({}, 'https://cdn.example/logo.png'));
    const logo = doc.querySelector<HTMLImageElement>('[data-preview="logo"] img');
    expect(logo?.getAttribute('src')).toBe('https://cdn.example/logo.png');
    post(win, themeMessage({}, 'javascript:alert(1)'));
    expect(doc.querySelector('[data-preview="logo"] img')).toBeNull();
  });
});

describe('the preview’s input', () => {
  const base = 'https://parley.example/widget/theme-preview.html';

  it('reads a logo from the address too', () => {
    const hash = `#theme=${encodeURIComponent('{}')}&logoUrl=${encodeURIComponent('/images/logo.webp')}`;
    expect(inputFromHash(hash, base)).toEqual({
      theme: {},
      logoUrl: 'https://parley.example/images/logo.webp',
    });
  });

  it('takes http(s), blob and image data addresses for the logo, and nothing else', () => {
    expect(logoAddress('data:image/png;base64,AAAA', base)).toBe('data:image/png;base64,AAAA');
    expect(logoAddress('blob:https://parley.example/1234', base)).toBe(
      'blob:https://parley.example/1234',
    );
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      42,
    ]) {
      expect(logoAddress(bad, base)).toBeNull();
    }
  });
});

describe('the preview’s build', () => {
  const widgetDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

  it('is its own build, at the address the contract names', () => {
    expect(widgetConfig.build?.lib && widgetConfig.build.lib.entry).toBe('src/main.ts');
    expect(previewConfig.build?.rollupOptions?.input).toBe(PREVIEW_PAGE);
    expect(previewConfig.build?.outDir).toBe('dist/preview');
    expect(`${PREVIEW_BASE}${PREVIEW_PAGE}`).toBe(THEME_PREVIEW_PATH);
    expect(existsSync(join(widgetDir, PREVIEW_PAGE))).toBe(true);
    const scripts = JSON.parse(readFileSync(join(widgetDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.scripts.build).toContain(`--mode ${PREVIEW_MODE}`);
  });

  it('stays out of the shoppers’ script: nothing src/main.ts imports reaches src/preview', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const base = resolve(dirname(file), specifier ?? '');
        const target = ['.ts', '.tsx', '/index.ts', '/index.tsx']
          .map((ending) => base + ending)
          .find((candidate) => existsSync(candidate));
        if (target) visit(target);
      }
    };
    visit(join(widgetDir, 'src/main.ts'));
    const files = [...seen].map((file) => file.slice(widgetDir.length + 1));
    expect(files).toContain('src/ui/NegotiateButton.tsx');
    expect(files.filter((file) => file.startsWith('src/preview/'))).toEqual([]);
  });
});
