import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from '../db/sqlite-driver.js';
import { foldWord } from '../db/search-words.js';

/**
 * The searchable text of the in-memory catalogue (catalog/catalogue-index.ts, docs/adr/0014), so that a keyword's
 * products and their relevance tiers come from memory, not from the full-text index. Reading a common word from
 * FTS5 or PostgreSQL's suffix index took 20–150 ms at a million products, most of a facet page's time.
 *
 * Each product's match text is the text its database matches a keyword against, folded by the database's own rule:
 * - PostgreSQL: `search_fold` as stored (storefront_fold of name, space, keywords). A keyword matches where
 *   `strpos(search_fold, storefront_fold(keyword)) > 0` (catalog/search.ts `suffixMatch`); the caller folds the
 *   keyword with the database's storefront_fold.
 * - SQLite: name and keywords each folded as FTS5's trigram tokenizer folds them (`remove_diacritics 1`), joined by
 *   U+001F, which no keyword can hold (catalog/search.ts END_MARK). A keyword matches where its folded form is
 *   inside either. FTS5 folds ASCII by A–Z only; every other character's fold is learnt from FTS5 itself (an
 *   in-memory trigram table), so it is FTS5's fold, not a copy of it. A product holding a character whose fold
 *   cannot be learnt as one character is "unsure": its matches are asked of the full-text index.
 *
 * Words are the runs between spaces (and U+001F): a keyword with no space is inside the text exactly when it is
 * inside one of its words, so its products are the union of the postings of the words that contain it. A keyword
 * with spaces takes its rarest piece's products and checks the whole keyword in each one's text.
 *
 * Postings are built once per build (compact arrays); a product whose text changes afterwards gets its new words'
 * postings added and is marked changed, so its old postings are checked against its current text.
 */

const SPACE = 0x20;
// Control characters on purpose: U+001F is the column mark, and ASCII is every code point below U+0080.
// eslint-disable-next-line no-control-regex
const WORDS = /[ \u001f]+/;
// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;
const encoder = new TextEncoder();
/** A keyword's other pieces narrow the rarest one's products when they hold at most this many times as many postings. */
const NARROW_WITHIN = 8;

/** A typed array at least `size` long, its contents kept (grown by half, so appends cost amortised O(1)). */
export function grow<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array>(a: T, size: number): T {
  if (size <= a.length) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, Math.ceil(a.length * 1.5)));
  next.set(a);
  return next;
}

/** Code point → FTS5's fold of it (one code point), or -1 when FTS5 does not fold it to exactly one character. */
const ftsFolds = new Map<number, number>();
let probe: { db: BetterSqlite3.Database; insert: BetterSqlite3.Statement; read: BetterSqlite3.Statement; clear: BetterSqlite3.Statement } | undefined;

/** Learns FTS5's fold of each code point: "a" + it + "b" indexed alone must give one trigram, "a?b". */
function learnFolds(codePoints: number[]): void {
  if (!probe) {
    const db = new SQLite(':memory:');
    db.exec(`CREATE VIRTUAL TABLE fold_probe USING fts5(x, tokenize='trigram remove_diacritics 1'); CREATE VIRTUAL TABLE fold_terms USING fts5vocab(fold_probe, 'instance');`);
    probe = { db, insert: db.prepare('INSERT INTO fold_probe (rowid, x) VALUES (?, ?)'), read: db.prepare('SELECT term, doc FROM fold_terms'), clear: db.prepare('DELETE FROM fold_probe') };
  }
  const p = probe;
  p.db.transaction(() => {
    codePoints.forEach((cp, i) => p.insert.run(i + 1, `a${String.fromCodePoint(cp)}b`));
  })();
  const terms = new Map<number, string[]>();
  for (const row of p.read.all() as { term: string; doc: number }[]) terms.set(row.doc, [...(terms.get(row.doc) ?? []), row.term]);
  p.clear.run();
  codePoints.forEach((cp, i) => {
    const found = terms.get(i + 1);
    const chars = found?.length === 1 ? Array.from(found[0]!) : [];
    ftsFolds.set(cp, chars.length === 3 && chars[0] === 'a' && chars[2] === 'b' ? chars[1]!.codePointAt(0)! : -1);
  });
}

/** Text as FTS5's trigram tokenizer folds it, or undefined when a character's fold is not one character. */
export function ftsFold(text: string): string | undefined {
  if (ASCII.test(text)) return text.toLowerCase();
  const cps = Array.from(text, (ch) => ch.codePointAt(0)!);
  const unknown = [...new Set(cps.filter((cp) => cp >= 0x80 && !ftsFolds.has(cp)))];
  if (unknown.length > 0) learnFolds(unknown);
  let out = '';
  for (const cp of cps) {
    if (cp < 0x80) {
      out += cp >= 0x41 && cp <= 0x5a ? String.fromCharCode(cp + 32) : String.fromCharCode(cp);
      continue;
    }
    const f = ftsFolds.get(cp)!;
    if (f < 0) return undefined;
    out += String.fromCodePoint(f);
  }
  return out;
}

/** Code points → UTF-8 bytes of the first `chars` code points of `text`. */
function prefixBytes(text: string, chars: number): number {
  if (ASCII.test(text)) return Math.min(chars, text.length);
  let bytes = 0;
  let k = 0;
  for (const ch of text) {
    if (k++ >= chars) break;
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** One product's text as the database gives it: PostgreSQL's search_fold and name length, or SQLite's raw columns. */
export type ProductText = { kind: 'postgres'; searchFold: string; nameLength: number } | { kind: 'sqlite'; name: string; keyword: string };

export class CatalogueText {
  private buf: Uint8Array<ArrayBuffer> = new Uint8Array(1 << 16);
  private used = 0;
  private off = new Uint32Array(0);
  private len = new Uint32Array(0);
  private nameLen = new Uint32Array(0);
  /** SQLite: the relevance tier reads foldWord(name) (catalog/search.ts `relevance`); kept where it is not the match text's name. */
  private tierNames = new Map<number, Uint8Array>();
  /** SQLite: products holding a character whose FTS5 fold is unknown (see above). */
  readonly unsure = new Set<number>();
  private wordIds = new Map<string, number>();
  private words: string[] = [];
  /** Before `seal`: (word, slot) pairs. After: each word's slots, `list[start[w] .. start[w + 1])`. */
  private pairWord = new Int32Array(1 << 16);
  private pairSlot = new Int32Array(1 << 16);
  private pairs = 0;
  private start = new Int32Array(1);
  private list = new Int32Array(0);
  private sealed = false;
  /** Postings added after `seal` (a product's new text), and the products whose text changed since. */
  private extra = new Map<number, number[]>();
  private changed = new Uint8Array(0);

  /** Sets a product's text (a slot not seen before, or a changed text). */
  set(slot: number, t: ProductText): void {
    let text: string;
    let nameBytes: number;
    if (t.kind === 'postgres') {
      text = t.searchFold;
      nameBytes = prefixBytes(text, t.nameLength);
    } else {
      const name = ftsFold(t.name);
      const keyword = ftsFold(t.keyword);
      if (name === undefined || keyword === undefined) this.unsure.add(slot);
      else this.unsure.delete(slot);
      const matchName = name ?? foldWord(t.name);
      text = `${matchName}\u001f${keyword ?? foldWord(t.keyword)}`;
      nameBytes = encoder.encode(matchName).length;
      const tierName = ASCII.test(t.name) ? matchName : foldWord(t.name);
      if (tierName !== matchName) this.tierNames.set(slot, encoder.encode(tierName));
      else this.tierNames.delete(slot);
    }
    if (slot >= this.off.length) {
      const size = Math.max(slot + 1, 1024);
      this.off = grow(this.off, size);
      this.len = grow(this.len, size);
      this.nameLen = grow(this.nameLen, size);
      if (this.sealed) this.changed = grow(this.changed, size);
    }
    this.buf = grow(this.buf, this.used + text.length * 3);
    const { written } = encoder.encodeInto(text, this.buf.subarray(this.used));
    this.off[slot] = this.used;
    this.len[slot] = written;
    this.nameLen[slot] = nameBytes;
    this.used += written;
    if (this.sealed) this.changed[slot] = 1;
    for (const word of new Set(text.split(WORDS))) {
      if (word === '') continue;
      let w = this.wordIds.get(word);
      if (w === undefined) {
        w = this.words.length;
        this.words.push(word);
        this.wordIds.set(word, w);
      }
      if (this.sealed) {
        const more = this.extra.get(w);
        if (more) more.push(slot);
        else this.extra.set(w, [slot]);
        continue;
      }
      if (this.pairs === this.pairWord.length) {
        this.pairWord = grow(this.pairWord, this.pairs + 1);
        this.pairSlot = grow(this.pairSlot, this.pairs + 1);
      }
      this.pairWord[this.pairs] = w;
      this.pairSlot[this.pairs++] = slot;
    }
  }

  /** Turns the build's pairs into postings (one counting pass), after which `set` adds to `extra`. */
  seal(slots: number): void {
    const counts = new Int32Array(this.words.length + 1);
    for (let i = 0; i < this.pairs; i++) counts[this.pairWord[i]! + 1]!++;
    for (let w = 0; w < this.words.length; w++) counts[w + 1]! += counts[w]!;
    const list = new Int32Array(this.pairs);
    const fill = counts.slice(0, this.words.length);
    for (let i = 0; i < this.pairs; i++) list[fill[this.pairWord[i]!]!++] = this.pairSlot[i]!;
    this.start = counts;
    this.list = list;
    this.pairWord = new Int32Array(0);
    this.pairSlot = new Int32Array(0);
    this.pairs = 0;
    this.changed = new Uint8Array(Math.max(slots, this.off.length));
    this.sealed = true;
  }

  /** One mark per slot, so a look can tell the slots it has seen without clearing (or allocating) a slot-sized array. */
  private seenAt = new Uint32Array(0);
  private stamp = 0;

  private stamps(): Uint32Array {
    if (this.seenAt.length < this.off.length || this.stamp === 0xffffffff) {
      this.seenAt = new Uint32Array(Math.max(this.off.length, Math.ceil(this.seenAt.length * 1.5)));
      this.stamp = 0;
    }
    this.stamp++;
    return this.seenAt;
  }

  /** Whether the slot's text holds `term` (UTF-8 bytes; a substring of valid UTF-8 is one of characters). */
  contains(slot: number, term: Uint8Array): boolean {
    return indexIn(this.buf, this.off[slot]!, this.off[slot]! + this.len[slot]!, term, 0) >= 0;
  }

  /**
   * The slots whose text holds the folded keyword (unsure slots left out), or undefined for a keyword that is
   * nothing but spaces. Order is not meaningful; a slot appears once.
   */
  match(folded: string): number[] | undefined {
    const pieces = folded.split(WORDS).filter((p) => p !== '');
    if (pieces.length === 0) return undefined;
    // A piece next to a space in the keyword sits at that edge of a word of the text: "茶 1" is in a text only where a
    // word ends with "茶" and the next starts with "1". Those edges narrow each piece's words before any text is read.
    const lead = pieces[0] !== folded.slice(0, pieces[0]!.length);
    const trail = !folded.endsWith(pieces[pieces.length - 1]!);
    const looks = new Map<string, (word: string) => boolean>();
    pieces.forEach((piece, i) => {
      const starts = i > 0 || lead;
      const ends = i < pieces.length - 1 || trail;
      const key = `${Number(starts)}${Number(ends)}${piece}`;
      if (!looks.has(key)) {
        looks.set(key, starts && ends ? (w) => w === piece : starts ? (w) => w.startsWith(piece) : ends ? (w) => w.endsWith(piece) : (w) => w.includes(piece));
      }
    });
    // Each piece's words, and how many postings they hold. The likely rarer pieces go first (longer ones, then those
    // beyond ASCII: a lone digit or letter is in most model numbers; "茶 1" is a window a shopper types on the way to
    // "茶 12号"), and a look stops once it holds more than NARROW_WITHIN times the rarest so far.
    const order = [...looks].sort(([a], [b]) => b.length - a.length || Number(ASCII.test(a)) - Number(ASCII.test(b)));
    const sets: { ws: number[]; size: number }[] = [];
    let least = Infinity;
    for (const [, holds] of order) {
      const cap = least * NARROW_WITHIN;
      const ws: number[] = [];
      let size = 0;
      for (let w = 0; w < this.words.length && size <= cap; w++) {
        if (!holds(this.words[w]!)) continue;
        ws.push(w);
        size += this.postingCount(w);
      }
      if (size > cap) continue;
      sets.push({ ws, size });
      least = Math.min(least, size);
    }
    sets.sort((a, b) => a.size - b.size);
    const { unsure, changed } = this;
    const term = encoder.encode(folded);
    if (pieces.length === 1 && pieces[0] === folded) {
      // A keyword without spaces: every product of a word holding it matches, unless its text changed since.
      const seen = this.stamps();
      const mark = this.stamp;
      const out: number[] = [];
      this.eachPosting(sets[0]!.ws, (s) => {
        if (seen[s] === mark) return;
        seen[s] = mark;
        if (unsure.has(s)) return;
        // A changed product's old postings may no longer hold.
        if (changed[s] === 1 && !this.contains(s, term)) return;
        out.push(s);
      });
      return out;
    }
    // A keyword with spaces: the rarest piece's products, narrowed to those that also hold the other pieces of similar
    // rarity (sorted lists merged, read in order), and then the whole keyword checked in each text. Reading the texts
    // is the costly part at a million products, one cache miss after another, so the fewer the better.
    let candidates = this.sortedSlots(sets[0]!.ws);
    for (const other of sets.slice(1)) {
      if (other.size > sets[0]!.size * NARROW_WITHIN) break;
      candidates = intersect(candidates, this.sortedSlots(other.ws));
    }
    const out: number[] = [];
    for (const s of candidates) if (!unsure.has(s) && this.contains(s, term)) out.push(s);
    return out;
  }

  /** How many postings a word holds. Words first seen after the build have no compact postings, only `extra`. */
  private postingCount(w: number): number {
    return (w + 1 < this.start.length ? this.start[w + 1]! - this.start[w]! : 0) + (this.extra.get(w)?.length ?? 0);
  }

  /** Calls `f` with every posting of the words (a slot may come more than once). */
  private eachPosting(ws: number[], f: (slot: number) => void): void {
    const { list, start } = this;
    for (const w of ws) {
      // Words first seen after the build have no compact postings.
      if (w + 1 < start.length) for (let i = start[w]!, end = start[w + 1]!; i < end; i++) f(list[i]!);
      const more = this.extra.get(w);
      if (more) for (const s of more) f(s);
    }
  }

  /** The slots of the words' postings, ascending, each once. */
  private sortedSlots(ws: number[]): Int32Array {
    let n = 0;
    for (const w of ws) n += this.postingCount(w);
    const all = new Int32Array(n);
    let k = 0;
    this.eachPosting(ws, (s) => (all[k++] = s));
    // One word's postings are built in slot order: sorted already, as a set of words' often is in long runs.
    let sorted = true;
    for (let i = 1; i < n && sorted; i++) sorted = all[i - 1]! <= all[i]!;
    if (!sorted) all.sort();
    let m = 0;
    for (let i = 0; i < n; i++) if (i === 0 || all[i] !== all[i - 1]) all[m++] = all[i]!;
    return all.subarray(0, m);
  }

  /**
   * The relevance tier of the slot's name for the keyword folded as the vocabulary folds (catalog/search.ts
   * `relevance`): 0 the name is the keyword, 1 starts with it, 2 a word of it (after a space) does, 3 holds it
   * elsewhere, 4 does not (only the keywords hold it).
   */
  tier(slot: number, term: Uint8Array): number {
    const own = this.tierNames.get(slot);
    const buf = own ?? this.buf;
    const from = own ? 0 : this.off[slot]!;
    const to = from + (own ? own.length : this.nameLen[slot]!);
    const at = indexIn(buf, from, to, term, 0);
    if (at < 0) return 4;
    if (at === from) return to - from === term.length ? 0 : 1;
    for (let i = at; i >= 0; i = indexIn(buf, from, to, term, i + 1 - from)) {
      if (buf[i - 1] === SPACE) return 2;
    }
    return 3;
  }
}

/** The slots in both ascending lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

/** Where `term` first occurs in buf[from, to) at or after from + skip, or -1. */
function indexIn(buf: Uint8Array, from: number, to: number, term: Uint8Array, skip: number): number {
  const n = term.length;
  if (n === 0) return from + skip <= to ? from + skip : -1;
  const first = term[0]!;
  const last = to - n;
  outer: for (let i = from + skip; i <= last; i++) {
    if (buf[i] !== first) continue;
    for (let k = 1; k < n; k++) if (buf[i + k] !== term[k]) continue outer;
    return i;
  }
  return -1;
}
