import { describe, expect, it } from 'vitest';
import { watchBehaviour } from './behaviour';
import { chatLanguageOf, contextOf, pageUrlOf } from './context';
import { shopperIdOf, visitNumberOf } from './identity';
import { cohortsOf, declaredCohorts } from './cohorts';
import { MAGIC_LINK_TTL_MS, linkCohortOf, magicLinkOf } from './magic-link';
import { memoryStore } from './storage';

describe('the shopper id', () => {
  it('is random, at least 16 URL-safe characters, and kept', () => {
    const local = memoryStore();
    const id = shopperIdOf(local);
    expect(id).toMatch(/^[\w-]{16,64}$/);
    expect(shopperIdOf(local)).toBe(id);
    expect(shopperIdOf(memoryStore())).not.toBe(id);
  });

  it('replaces a stored value of the wrong shape', () => {
    const local = memoryStore();
    local.setItem('parley:shopper', 'bad id!');
    expect(shopperIdOf(local)).toMatch(/^[\w-]{16,64}$/);
  });
});

describe('the visit counter', () => {
  it('counts browser sessions, not pages', () => {
    const local = memoryStore();
    const firstTab = memoryStore();
    expect(visitNumberOf(local, firstTab)).toBe(1);
    expect(visitNumberOf(local, firstTab)).toBe(1);
    expect(visitNumberOf(local, memoryStore())).toBe(2);
    expect(visitNumberOf(local, memoryStore())).toBe(3);
  });
});

describe('the magic link', () => {
  const now = Date.UTC(2026, 0, 1);

  it('is read from parley_link and remembered for three hours', () => {
    const session = memoryStore();
    expect(magicLinkOf('https://shop.example/p?parley_link=SPRING-10', session, now)).toBe(
      'SPRING-10',
    );
    const later = 'https://shop.example/other';
    expect(magicLinkOf(later, session, now + MAGIC_LINK_TTL_MS - 1)).toBe('SPRING-10');
    expect(magicLinkOf(later, session, now + MAGIC_LINK_TTL_MS)).toBeNull();
    expect(session.getItem('parley:link')).toBeNull();
  });

  it('lets a newer link replace the older, and ignores codes the API would refuse', () => {
    const session = memoryStore();
    magicLinkOf('https://shop.example/?parley_link=OLD', session, now);
    expect(magicLinkOf('https://shop.example/?parley_link=NEW', session, now + 1)).toBe('NEW');
    expect(
      magicLinkOf(`https://shop.example/?parley_link=${'x'.repeat(65)}`, session, now + 2),
    ).toBe('NEW');
    expect(magicLinkOf('https://shop.example/', memoryStore(), now)).toBeNull();
  });
});

describe('the shopper’s cohorts', () => {
  const now = Date.UTC(2026, 0, 1);

  it('are declared by data-parley-cohorts on the script tag and on placeholders', () => {
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-parley-cohorts="VIP, Staff ,"></script>
      <div data-parley-product data-parley-cohorts="Gold customers"></div>
      <div data-parley-product></div>`;
    expect(declaredCohorts(document)).toEqual(['VIP, Staff ,', 'Gold customers']);
    expect(cohortsOf(declaredCohorts(document))).toEqual(['VIP', 'Staff', 'Gold customers']);
    document.body.replaceChildren();
  });

  it('join the integration config’s and a link’s, once each and within what the API takes', () => {
    const tags = ['vip', 'wholesale', 42, 'x'.repeat(65)];
    expect(cohortsOf(['VIP', tags, 'Newsletter', null])).toEqual([
      'VIP',
      'wholesale',
      'Newsletter',
    ]);
    const many = Array.from({ length: 30 }, (_, index) => `cohort ${index}`);
    expect(cohortsOf([many])).toHaveLength(20);
  });

  it('come from a link’s parley_cohort, remembered for the tab like the magic link', () => {
    const session = memoryStore();
    const link = 'https://shop.example/p?parley_link=SPRING-10&parley_cohort=Newsletter%20readers';
    expect(linkCohortOf(link, session, now)).toBe('Newsletter readers');
    expect(magicLinkOf(link, session, now)).toBe('SPRING-10');
    const later = 'https://shop.example/other';
    expect(linkCohortOf(later, session, now + MAGIC_LINK_TTL_MS - 1)).toBe('Newsletter readers');
    expect(linkCohortOf(later, session, now + MAGIC_LINK_TTL_MS)).toBeNull();
    expect(linkCohortOf('https://shop.example/?parley_cohort=a,b', memoryStore(), now)).toBeNull();
  });
});

describe('page behaviour', () => {
  it('counts dwell seconds and sees exit intent only through the top edge', () => {
    let clock = 1000;
    const behaviour = watchBehaviour(document, () => clock);
    let heard = 0;
    behaviour.onExitIntent(() => (heard += 1));
    clock += 12_400;
    expect(behaviour.dwellSeconds()).toBe(12);

    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
    document.dispatchEvent(
      new MouseEvent('mouseout', { clientY: 0, relatedTarget: document.body }),
    );
    expect(behaviour.exitIntent()).toBe(false);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, relatedTarget: null }));
    expect(behaviour.exitIntent()).toBe(true);
    expect(heard).toBe(1);
  });
});

describe('the shopper context', () => {
  it('maps the page language to one the bot speaks', () => {
    expect(chatLanguageOf(['fr-CA'])).toBe('fr');
    expect(chatLanguageOf(['', 'de-DE', 'en'])).toBe('de');
    expect(chatLanguageOf(['en-US'])).toBe('en-GB');
    expect(chatLanguageOf(['ja'])).toBe('en-GB');
  });

  it('sends only web page addresses, and everything the display check needs', () => {
    expect(pageUrlOf('file:///home/me/page.html')).toBeNull();
    const behaviour = {
      dwellSeconds: () => 42,
      exitIntent: () => true,
      onExitIntent: () => () => undefined,
    };
    const shopper = {
      shopperId: 'abcdefghijklmnop',
      visitNumber: 3,
      magicLink: 'SPRING-10',
      cohorts: ['VIP'],
      language: 'en-GB' as const,
      pageUrl: 'https://shop.example/p',
    };
    expect(contextOf(shopper, behaviour)).toEqual({
      shopper_id: 'abcdefghijklmnop',
      visit_number: 3,
      dwell_seconds: 42,
      exit_intent: true,
      language: 'en-GB',
      magic_link: 'SPRING-10',
      cohorts: ['VIP'],
      page_url: 'https://shop.example/p',
    });
    expect(contextOf({ ...shopper, cohorts: [] }, behaviour)).not.toHaveProperty('cohorts');
  });
});
