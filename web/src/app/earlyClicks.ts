/** Set on the root while clicks are held. */
export const HOLDING_ATTRIBUTE = 'data-holding-clicks';

/** What a shopper may click on a page before React answers clicks. */
const CLICKABLE = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="link"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { kind: 'click'; el: HTMLElement } | { kind: 'value'; el: Field; value: string };

function isField(t: EventTarget | null): t is Field {
  if (t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) return true;
  return t instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image'].includes(t.type);
}

/**
 * Writes a value the way a shopper's typing or choice does, so React sees a change. React keeps
 * the last value it knows on the element (it read the typed text when it took the page over) and
 * answers an input event only when the element's value differs from it: so the element is first
 * set, through that watched setter, to another value, then to the typed one through the element's
 * own, and the event React listens to follows.
 */
function enter(el: Field, value: string): void {
  // Writing the value moves the caret to the end; a shopper still typing in the field keeps theirs.
  const caret = caretOf(el);
  if (!(el instanceof HTMLSelectElement)) el.value = value === '' ? ' ' : '';
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (caret && !(el instanceof HTMLSelectElement) && el.ownerDocument.activeElement === el) el.setSelectionRange(caret.start, caret.end, caret.direction);
}

/** Where the caret (or selection) of a focused text field is; null where the field has none (a list, an email field). */
function caretOf(el: Field): { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null {
  if (el instanceof HTMLSelectElement || el.ownerDocument.activeElement !== el) return null;
  try {
    if (el.selectionStart === null) return null;
    return { start: el.selectionStart, end: el.selectionEnd ?? el.selectionStart, direction: el.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

/**
 * A page the BFF drew is on screen before React has taken it over (docs/adr/0009). A click in that
 * moment would do nothing (a button) or load a whole new page (a link), and what a shopper types or
 * chooses would not reach React's state. So clicks, typing and choices inside `root` are held from
 * now until the returned function is called, which then plays them again in order, one task apart,
 * on the same elements (a field once, with its last value), for React to answer; its promise settles
 * when all have played. Elements React replaced meanwhile are skipped.
 */
export function holdEarlyClicks(root: HTMLElement, doc: Document = document): () => Promise<void> {
  const held: Held[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
    if (!target || !root.contains(target) || target instanceof HTMLSelectElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', el: target });
  };
  const onValue = (event: Event) => {
    const target = event.target;
    if (!isField(target) || !root.contains(target)) return;
    event.stopImmediatePropagation();
    const known = held.find((h): h is Extract<Held, { kind: 'value' }> => h.kind === 'value' && h.el === target);
    if (known) known.value = target.value;
    else held.push({ kind: 'value', el: target, value: target.value });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onValue, true);
  doc.addEventListener('change', onValue, true);
  // Says so on the page, for whoever drives it (the journeys wait for it before an early click).
  root.setAttribute(HOLDING_ATTRIBUTE, '');
  let released: Promise<void> | null = null;
  return () => {
    if (released) return released;
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onValue, true);
    doc.removeEventListener('change', onValue, true);
    root.removeAttribute(HOLDING_ATTRIBUTE);
    released = (async () => {
      for (const h of held.splice(0)) {
        if (!h.el.isConnected) continue;
        if (h.kind === 'click') h.el.click();
        else enter(h.el, h.value);
        // React commits what an event changed after the event (typed text before the click that
        // sends it): the next one waits for that.
        await new Promise((r) => setTimeout(r, 0));
      }
    })();
    return released;
  };
}
