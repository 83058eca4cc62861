/** What a shopper may click on a page before React answers clicks. */
const CLICKABLE = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="link"]';

/**
 * A page the BFF drew is on screen before React has taken it over (docs/adr/0009). A click in that
 * moment would do nothing (a button) or load a whole new page (a link), so clicks inside `root` are
 * held from now until the returned function is called, which then plays them again in order, on
 * the same elements, for React to answer. Elements React replaced meanwhile are skipped.
 */
export function holdEarlyClicks(root: HTMLElement, doc: Document = document): () => void {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  doc.addEventListener('click', onClick, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    doc.removeEventListener('click', onClick, true);
    for (const el of held.splice(0)) if (el.isConnected) el.click();
  };
}
