/**
 * Everything that floats above the page and closes on Escape (dialogs, and pop-ups inside them such
 * as the country-code picker) registers here while open. Only the top layer reacts to Escape, so
 * Escape in a picker closes the picker first and the dialog under it only on the next press.
 */
const layers: HTMLElement[] = [];

export function pushLayer(el: HTMLElement): () => void {
  layers.push(el);
  return () => {
    const i = layers.indexOf(el);
    if (i >= 0) layers.splice(i, 1);
  };
}

export function isTopLayer(el: HTMLElement | null): boolean {
  return el !== null && layers[layers.length - 1] === el;
}

