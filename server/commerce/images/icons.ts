/**
 * Simple product silhouettes in a 64×64 box, drawn with a few primitives each so a generated image
 * stays well under 3 KB. Keys are referenced by the seed's leaf categories.
 */
export const ICONS = {
  phone: '<rect x="20" y="6" width="24" height="52" rx="5"/><rect x="23" y="12" width="18" height="36" rx="1" fill-opacity=".35"/><circle cx="32" cy="53" r="2.2" fill-opacity=".35"/>',
  laptop: '<rect x="12" y="14" width="40" height="27" rx="3"/><rect x="15" y="17" width="34" height="21" fill-opacity=".35"/><path d="M6 44h52l-4 7H10z"/>',
  headphones: '<path d="M12 38v-6a20 20 0 0 1 40 0v6h-5v-6a15 15 0 0 0-30 0v6z"/><rect x="9" y="36" width="11" height="18" rx="4"/><rect x="44" y="36" width="11" height="18" rx="4"/>',
  watch: '<rect x="24" y="4" width="16" height="12" rx="2"/><rect x="24" y="48" width="16" height="12" rx="2"/><circle cx="32" cy="32" r="17"/><path d="M32 22v10l7 5" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-opacity=".6"/>',
  camera: '<path d="M8 22h12l4-6h16l4 6h12v28H8z"/><circle cx="32" cy="35" r="10" fill-opacity=".35"/><circle cx="32" cy="35" r="6"/>',
  tshirt: '<path d="M22 8l-14 8 5 11 6-3v32h26V24l6 3 5-11-14-8c-2 5-6 7-10 7s-8-2-10-7z"/>',
  dress: '<path d="M26 6h12l-2 12 4 8 10 30H14l10-30 4-8z"/>',
  shoe: '<path d="M6 40c0-9 2-18 4-22l10 2c2 6 8 9 16 11l16 4c5 1 7 4 7 8v3H6z"/><rect x="6" y="48" width="53" height="5" rx="2" fill-opacity=".4"/>',
  bag: '<path d="M10 22h44l-4 34H14z"/><path d="M22 24v-6a10 10 0 0 1 20 0v6" stroke-width="4" fill="none" stroke="currentColor"/>',
  sofa: '<rect x="14" y="18" width="36" height="18" rx="4"/><rect x="6" y="28" width="12" height="20" rx="4"/><rect x="46" y="28" width="12" height="20" rx="4"/><rect x="14" y="36" width="36" height="12"/><rect x="10" y="48" width="4" height="6"/><rect x="50" y="48" width="4" height="6"/>',
  lamp: '<path d="M20 8h24l8 22H12z"/><rect x="30" y="30" width="4" height="22"/><rect x="20" y="52" width="24" height="5" rx="2"/>',
  mug: '<path d="M12 16h32v32a8 8 0 0 1-8 8H20a8 8 0 0 1-8-8z"/><path d="M44 22h6a7 7 0 0 1 0 14h-6" stroke-width="5" fill="none" stroke="currentColor"/>',
  pan: '<circle cx="26" cy="34" r="18"/><circle cx="26" cy="34" r="12" fill-opacity=".35"/><rect x="42" y="31" width="20" height="6" rx="3"/>',
  bottle: '<rect x="27" y="4" width="10" height="8" rx="1"/><path d="M25 12h14v6l5 6v32a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4V24l5-6z"/><rect x="20" y="32" width="24" height="14" fill-opacity=".35"/>',
  lipstick: '<path d="M26 6l12 6v14H26z"/><rect x="23" y="26" width="18" height="8" rx="1"/><rect x="21" y="34" width="22" height="26" rx="3"/>',
  ball: '<circle cx="32" cy="32" r="24"/><path d="M8 32h48M32 8c-9 7-9 41 0 48M32 8c9 7 9 41 0 48" stroke="#fff" stroke-opacity=".55" stroke-width="2.5" fill="none"/>',
  dumbbell: '<rect x="4" y="22" width="8" height="20" rx="2"/><rect x="12" y="16" width="8" height="32" rx="2"/><rect x="20" y="29" width="24" height="6"/><rect x="44" y="16" width="8" height="32" rx="2"/><rect x="52" y="22" width="8" height="20" rx="2"/>',
  tent: '<path d="M32 8L4 56h56z"/><path d="M32 26l-10 30h20z" fill-opacity=".35"/>',
  book: '<path d="M8 12c8-3 16-3 24 2v40c-8-5-16-5-24-2z"/><path d="M56 12c-8-3-16-3-24 2v40c8-5 16-5 24-2z" fill-opacity=".7"/>',
  coffee: '<path d="M18 20h28l-3 34H21z"/><rect x="16" y="14" width="32" height="6" rx="2"/><path d="M26 6c-2 3 2 4 0 7M34 6c-2 3 2 4 0 7" stroke="currentColor" stroke-width="2" fill="none"/>',
  fruit: '<path d="M32 18c-8-6-22-2-22 14 0 14 10 26 22 22 12 4 22-8 22-22 0-16-14-20-22-14z"/><path d="M32 18c0-6 3-10 8-12" stroke="currentColor" stroke-width="3" fill="none"/>',
  jar: '<rect x="18" y="8" width="28" height="8" rx="2"/><rect x="14" y="16" width="36" height="42" rx="6"/><rect x="14" y="28" width="36" height="14" fill-opacity=".35"/>',
  toy: '<rect x="14" y="26" width="36" height="22" rx="4"/><circle cx="22" cy="52" r="6"/><circle cx="42" cy="52" r="6"/><rect x="22" y="14" width="18" height="14" rx="3"/>',
  plant: '<path d="M20 40h24l-4 18H24z"/><path d="M32 40c0-12-8-20-18-22 0 12 8 20 18 22zM32 40c0-14 8-24 20-26 0 14-8 24-20 26z"/>',
  gift: '<rect x="10" y="24" width="44" height="10"/><rect x="14" y="34" width="36" height="22"/><rect x="29" y="24" width="6" height="32" fill-opacity=".4"/><path d="M32 24c-4-8-14-10-14-4s10 4 14 4c4 0 14 2 14-4s-10-4-14 4z"/>',
  store: '<path d="M8 14h48l4 14H4z"/><rect x="10" y="28" width="44" height="28"/><rect x="26" y="38" width="12" height="18" fill-opacity=".35"/>',
} as const;

export type IconKey = keyof typeof ICONS;
