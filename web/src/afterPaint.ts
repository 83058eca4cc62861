import { ROOT_ELEMENT_ID, SERVER_DRAWN_ATTRIBUTE } from '../../shared/first-screen';
import { holdEarlyClicks } from './app/earlyClicks';

/**
 * The start of a page the BFF drew (docs/adr/0009), a script of its own that runs as soon as the
 * page is parsed:
 * - clicks on the drawn page are held until React has taken it over (main.tsx then removes the
 *   root's SERVER_DRAWN_ATTRIBUTE), and played again then;
 * - the page names its entry script instead of loading it, and this starts it once the browser
 *   reports the first paint, so the shopper sees the page before React, the router and the texts are
 *   fetched and evaluated (a cached entry would otherwise run first and hold the paint back). A
 *   hidden tab paints nothing and does not wait; a browser that reports no paint waits one frame,
 *   and none waits more than a second.
 */
const root = document.getElementById(ROOT_ELEMENT_ID);
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;

if (root?.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) {
  const release = holdEarlyClicks(root);
  const taken = new MutationObserver(() => {
    if (root.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) return;
    taken.disconnect();
    void release();
  });
  taken.observe(root, { attributes: true, attributeFilter: [SERVER_DRAWN_ATTRIBUTE] });
}

if (entry && /^\/assets\/[\w.-]+\.js$/.test(entry)) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ entry);
  };
  if (document.visibilityState === 'hidden') {
    start();
  } else if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      painted.disconnect();
      start();
    });
    painted.observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}
