// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { HOLDING_ATTRIBUTE, holdEarlyClicks } from './earlyClicks';

function page(): { root: HTMLElement; button: HTMLButtonElement; link: HTMLAnchorElement; outside: HTMLButtonElement } {
  document.body.innerHTML =
    '<div id="root"><button id="b"><span id="inner">Buy now</span></button><a id="l" href="#/next">Next</a><p id="text">plain</p>' +
    '<select id="lang"><option value="en">English</option><option value="fr">Français</option></select><input id="q" type="search"></div><button id="outside">outside</button>';
  return {
    root: document.getElementById('root')!,
    button: document.getElementById('b') as HTMLButtonElement,
    link: document.getElementById('l') as HTMLAnchorElement,
    outside: document.getElementById('outside') as HTMLButtonElement,
  };
}

describe('holdEarlyClicks', () => {
  it('holds clicks inside the page until released, then plays them again in order on the same elements', async () => {
    const { root, button, link } = page();
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('button'));
    link.addEventListener('click', (e) => {
      e.preventDefault();
      seen.push('link');
    });
    const release = holdEarlyClicks(root);
    expect(root.hasAttribute(HOLDING_ATTRIBUTE)).toBe(true);
    document.getElementById('inner')!.click();
    link.click();
    expect(seen).toEqual([]);
    await release();
    expect(seen).toEqual(['button', 'link']);
    expect(root.hasAttribute(HOLDING_ATTRIBUTE)).toBe(false);
    // Once released, clicks go through at once, and a second release plays nothing again.
    button.click();
    await release();
    expect(seen).toEqual(['button', 'link', 'button']);
  });

  it('stops a held link from loading another page', async () => {
    const { root, link } = page();
    const release = holdEarlyClicks(root);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await release();
  });

  it('leaves clicks outside the page, and on nothing clickable, alone', async () => {
    const { root, outside } = page();
    const onOutside = vi.fn();
    outside.addEventListener('click', onOutside);
    const release = holdEarlyClicks(root);
    outside.click();
    const text = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('text')!.dispatchEvent(text);
    expect(onOutside).toHaveBeenCalledTimes(1);
    expect(text.defaultPrevented).toBe(false);
    await release();
  });

  it('skips an element that is gone by the time the page answers', async () => {
    const { root, button } = page();
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const release = holdEarlyClicks(root);
    button.click();
    button.remove();
    await release();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('holds a choice in a list and makes it again once released, even if the list was reset meanwhile', async () => {
    const { root } = page();
    const select = document.getElementById('lang') as HTMLSelectElement;
    const chosen: string[] = [];
    const release = holdEarlyClicks(root);
    select.value = 'fr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // A listener added later (as React's are) hears nothing until the release.
    select.addEventListener('change', () => chosen.push(select.value));
    select.value = 'en';
    expect(chosen).toEqual([]);
    await release();
    expect(select.value).toBe('fr');
    expect(chosen).toEqual(['fr']);
  });

  it('holds typing and plays the last value before the clicks that followed it', async () => {
    const { root, button } = page();
    const q = document.getElementById('q') as HTMLInputElement;
    const seen: string[] = [];
    const release = holdEarlyClicks(root);
    for (const v of ['k', 'ki', 'kit']) {
      q.value = v;
      q.dispatchEvent(new Event('input', { bubbles: true }));
    }
    button.click();
    q.addEventListener('input', () => seen.push(`input ${q.value}`));
    button.addEventListener('click', () => seen.push(`click ${q.value}`));
    // Taking over resets the field, as React's first render of an empty search box may.
    q.value = '';
    await release();
    expect(seen).toEqual(['input kit', 'click kit']);
  });

  it('keeps the caret where the shopper left it in the field they are typing in', async () => {
    const { root } = page();
    const q = document.getElementById('q') as HTMLInputElement;
    q.type = 'text';
    q.focus();
    const release = holdEarlyClicks(root);
    q.value = 'red shoe';
    q.dispatchEvent(new Event('input', { bubbles: true }));
    // The shopper went back to fix a word: the caret sits after "red".
    q.setSelectionRange(3, 3);
    await release();
    expect(q.value).toBe('red shoe');
    expect([q.selectionStart, q.selectionEnd]).toEqual([3, 3]);
  });
});
