import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as preact from 'preact';
import * as hooks from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_BRIDGE,
  CHAT_LOADER,
  CHAT_MODE,
  SHARED_WITH_CHAT,
  widgetConfig,
} from '../../vite.config';
import * as chatEntry from '../chat-entry';

const CHAT_PATH = '/widget/v/parley-chat.0123456789ab.js';
const ORIGIN = 'https://parley.example';

/** The shoppers' build of the loader, fresh as a new page has it, with the errors it knows. */
async function shoppersLoader() {
  vi.resetModules();
  vi.stubGlobal('__PARLEY_CHAT_PATH__', CHAT_PATH);
  const { WidgetApiError } = await import('../api/errors');
  return { ...(await import('./load-chat-script')), WidgetApiError };
}

const chatScripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[data-parley-chat]'),
];

beforeEach(() => {
  delete window.parleyWidget;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  delete window.parleyWidget;
});

describe("the shoppers' chat loader", () => {
  it("adds the chat's script once for all of the page's buttons, from the widget's origin", async () => {
    const { loadChat, loadedChat } = await shoppersLoader();
    const asked = [loadChat(ORIGIN), loadChat(ORIGIN), loadChat(ORIGIN)];
    const scripts = chatScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(`${ORIGIN}${CHAT_PATH}`);
    expect(scripts[0]?.async).toBe(true);
    expect(loadedChat()).toBeNull();

    // What the chat's script does as it runs: it hands its exports over through the bridge.
    const bridge = window.parleyWidget;
    if (!bridge) throw new Error('no bridge before the chat’s script');
    bridge.chat = chatEntry;
    scripts[0]?.dispatchEvent(new Event('load'));
    for (const chat of await Promise.all(asked)) expect(chat).toBe(chatEntry);
    expect(loadedChat()).toBe(chatEntry);
    await loadChat(ORIGIN);
    expect(chatScripts()).toHaveLength(1);
  });

  it('shares one Preact and the API errors through one global, as the chat’s build expects', async () => {
    const { loadChat, WidgetApiError } = await shoppersLoader();
    void loadChat(ORIGIN).catch(() => undefined);
    const added = Object.keys(window).filter((name) => /^parley/i.test(name));
    expect(added).toEqual([CHAT_BRIDGE]);
    const bridge = window.parleyWidget;
    expect(Object.keys(bridge ?? {}).sort()).toEqual(Object.values(SHARED_WITH_CHAT).sort());
    expect(bridge?.preact.render).toBe(preact.render);
    expect(bridge?.hooks.useState).toBe(hooks.useState);
    expect(bridge?.errors.WidgetApiError).toBe(WidgetApiError);
  });

  it('fails as the network does when the script does not load, then adds it afresh', async () => {
    const { loadChat, loadedChat, WidgetApiError } = await shoppersLoader();
    const first = loadChat(ORIGIN);
    chatScripts()[0]?.dispatchEvent(new Event('error'));
    const failure: unknown = await first.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WidgetApiError);
    expect(failure).toMatchObject({ problem: { kind: 'network' }, status: null });
    expect(chatScripts()).toHaveLength(0);

    const second = loadChat(ORIGIN);
    expect(chatScripts()).toHaveLength(1);
    if (window.parleyWidget) window.parleyWidget.chat = chatEntry;
    chatScripts()[0]?.dispatchEvent(new Event('load'));
    expect(await second).toBe(chatEntry);
    expect(loadedChat()).toBe(chatEntry);
  });

  it('fails when a script that loaded handed no chat over', async () => {
    const { loadChat, WidgetApiError } = await shoppersLoader();
    const asked = loadChat(ORIGIN);
    chatScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(asked).rejects.toBeInstanceOf(WidgetApiError);
    expect(chatScripts()).toHaveLength(0);
  });
});

describe("the shoppers' build", () => {
  const widgetDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

  /** Where the shoppers' build takes an import: the chat's loader, else the sources' file. */
  function resolved(file: string, specifier: string): string | undefined {
    const base = CHAT_LOADER.find.test(specifier)
      ? CHAT_LOADER.replacement
      : resolve(dirname(file), specifier);
    return [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
  }

  it("leaves the chat out of the page script: it reaches the chat only by the chat's script", () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      // Type-only imports bring no code.
      for (const [, kind, specifier] of source.matchAll(
        /^(?:import|export)\s+(type\s)?[^;]*?from\s+'(\.[^']+)'/gm,
      )) {
        const target = kind ? undefined : resolved(file, specifier ?? '');
        if (target) visit(target);
      }
    };
    expect(widgetConfig.resolve?.alias).toEqual([CHAT_LOADER]);
    // The chat is built first: the page script's build names its file.
    const { scripts } = JSON.parse(readFileSync(join(widgetDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toMatch(new RegExp(`^vite build --mode ${CHAT_MODE} && vite build &&`));
    visit(join(widgetDir, 'src/main.ts'));
    const files = [...seen].map((file) => file.slice(widgetDir.length + 1));
    expect(files).toContain('src/boot/load-chat-script.ts');
    expect(files).toContain('src/ui/DwellPopup.tsx');
    for (const chatOnly of [
      'src/boot/load-chat.ts',
      'src/chat-entry.ts',
      'src/ui/ChatWindow.tsx',
      'src/chat/useNegotiation.ts',
      'src/ui/chat-strings.ts',
      'src/ui/chat-styles.ts',
    ]) {
      expect(files).not.toContain(chatOnly);
    }
  });
});
