// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './earlyClicks';

function page(): { root: HTMLElement; button: HTMLButtonElement; link: HTMLAnchorElement; outside: HTMLButtonElement } {
  document.body.innerHTML = '<div id="root"><button id="b"><span id="inner">Buy now</span></button><a id="l" href="#/next">Next</a><p id="text">plain</p></div><button id="outside">outside</button>';
  return {
    root: document.getElementById('root')!,
    button: document.getElementById('b') as HTMLButtonElement,
    link: document.getElementById('l') as HTMLAnchorElement,
    outside: document.getElementById('outside') as HTMLButtonElement,
  };
}

describe('holdEarlyClicks', () => {
  it('holds clicks inside the page until released, then plays them again in order on the same elements', () => {
    const { root, button, link } = page();
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('button'));
    link.addEventListener('click', (e) => {
      e.preventDefault();
      seen.push('link');
    });
    const release = holdEarlyClicks(root);
    document.getElementById('inner')!.click();
    link.click();
    expect(seen).toEqual([]);
    release();
    expect(seen).toEqual(['button', 'link']);
    // Once released, clicks go through at once, and a second release plays nothing again.
    button.click();
    release();
    expect(seen).toEqual(['button', 'link', 'button']);
  });

  it('stops a held link from loading another page', () => {
    const { root, link } = page();
    const release = holdEarlyClicks(root);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    release();
  });

  it('leaves clicks outside the page, and on nothing clickable, alone', () => {
    const { root, outside } = page();
    const onOutside = vi.fn();
    outside.addEventListener('click', onOutside);
    const release = holdEarlyClicks(root);
    outside.click();
    const text = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('text')!.dispatchEvent(text);
    expect(onOutside).toHaveBeenCalledTimes(1);
    expect(text.defaultPrevented).toBe(false);
    release();
  });

  it('skips an element that is gone by the time the page answers', () => {
    const { root, button } = page();
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const release = holdEarlyClicks(root);
    button.click();
    button.remove();
    release();
    expect(onClick).not.toHaveBeenCalled();
  });
});
