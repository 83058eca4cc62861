import { afterAll, describe, expect, it } from 'vitest';
import { SQLite } from '../db/sqlite-driver.js';
import { foldWord, matchTier } from '../db/search-words.js';
import { CatalogueText, ftsFold } from './catalogue-text.js';

/**
 * The catalogue's text in memory must match a keyword exactly as the database does. On SQLite that is FTS5's
 * trigram table (migration 009's tokenizer): each text and keyword below is put to a real FTS5 table and to the
 * in-memory text, and both must find the same products.
 */
const TEXTS: [string, string][] = [
  ['Café Crème Kettle', 'théière'],
  ['ÉCLAIR Tin', 'Kuchen, GRÜN'],
  ['蓝牙音箱 68号', '音箱'],
  ['กาต้มน้ำ ไฟฟ้า', ''],
  ['Ｆｕｌｌ Width Lamp', 'straße'],
  ['Ελληνικό ΛΑΔΙ', 'Ωμέγα'],
  ['Łódź Øresund Ångström', 'naïve, coöperate'],
  ['Tea 🍵 Set', 'emoji'],
  ['Oak Tent P500', 'tent, premium'],
];
const KEYWORDS = ['cafe', 'CRÈME', 'kettle', 'eclair', 'grün', 'grun', '音箱', '蓝牙', 'ต้มน้ำ', 'ｆｕｌｌ', 'full', 'strasse', 'straße', 'λαδι', 'ΩΜΕΓΑ', 'lodz', 'oresund', 'angstrom', 'naive', 'coop', '🍵 s', 'oak tent', 'tent p5', 'te', 'ke', 'um'];
/** Keywords across word edges: the pieces beside a space must end or start a word, a middle one must be a whole word. */
const SPACED = ['箱 6', '音箱 68号', '箱 68', '牙音箱 6', 'fe creme kettle', 'fe cr', 'caf creme', 'creme ket', 'reme kettle', 'cafe creme k', 'oak tent p500', 'k tent p', 'ak ten', 'ak tent', 'tent  p', 'ea 🍵 se', 'a 🍵', '🍵 set', ' te', 'oak ', 'p500 ', ' tent ', ' oak', 'lamp ', 'width lamp'];

describe('the in-memory text matches as FTS5 does', () => {
  const db = new SQLite(':memory:');
  afterAll(() => db.close());
  db.exec(`CREATE VIRTUAL TABLE t USING fts5(store_name, keyword, tokenize='trigram remove_diacritics 1'); CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')`);
  const insert = db.prepare('INSERT INTO t (rowid, store_name, keyword) VALUES (?, ?, ?)');
  const text = new CatalogueText();
  TEXTS.forEach(([name, keyword], slot) => {
    // As migration 009's triggers index them: each value followed by U+001F twice.
    insert.run(slot + 1, `${name}\u001f\u001f`, `${keyword}\u001f\u001f`);
    text.set(slot, { kind: 'sqlite', name, keyword });
  });
  text.seal(TEXTS.length);

  it("learns FTS5's fold of each character from FTS5", () => {
    expect(ftsFold('Café ÉCLAIR')).toBe('cafe eclair');
    expect(ftsFold('蓝牙音箱')).toBe('蓝牙音箱');
    expect(ftsFold('ΛΑΔΙ')).toBe('λαδι');
    expect(text.unsure.size).toBe(0);
    // Folded text finds its products: accents and case on either side, keywords, words across a space.
    expect(text.match('cafe')).toEqual([0]);
    expect(text.match(ftsFold('GRÜN')!)).toEqual([1]);
    expect(text.match('λαδι')).toEqual([5]);
    expect(text.match('oak tent')).toEqual([8]);
    expect(text.match('p500 tent')).toEqual([]);
  });

  it.each(KEYWORDS)('finds the products FTS5 finds for %s', (keyword) => {
    const term = keyword.trim().toLowerCase();
    const chars = Array.from(term).length;
    const folded = ftsFold(term);
    expect(folded).toBeDefined();
    // Three characters on: the phrase of the keyword's trigrams; two: any trigram starting with them (search.ts ftsQuery).
    const query =
      chars >= 3
        ? `"${term.replace(/"/g, '""')}"`
        : (db.prepare('SELECT DISTINCT term FROM v WHERE term >= ? AND term < ?').all(folded, `${folded}\u{10FFFF}`) as { term: string }[]).map((r) => `"${r.term}"`).join(' OR ');
    const viaFts = query === '' ? [] : (db.prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid').all(query) as { rowid: number }[]).map((r) => r.rowid - 1);
    expect([...(text.match(folded!) ?? [])].sort((a, b) => a - b)).toEqual(viaFts);
  });
  it.each(SPACED)('finds exactly the texts holding %j, whichever piece is rarest', (keyword) => {
    const folded = ftsFold(keyword)!;
    const holding = TEXTS.map(([name, kw], slot) => ({ slot, all: `${ftsFold(name)}\u001f${ftsFold(kw)}` })).filter((t) => t.all.includes(folded));
    expect([...(text.match(folded) ?? [])].sort((a, b) => a - b)).toEqual(holding.map((t) => t.slot));
  });

  it('ranks a name as the relevance rule does (db/search-words.ts matchTier)', () => {
    const enc = new TextEncoder();
    for (const [slot, [name]] of TEXTS.entries()) {
      for (const k of ['kettle', 'cafe', 'café', 'tin', 'éclair', 'oak', 'oak tent p500', 'ten', '音箱', 'lamp', 'width']) {
        const t = foldWord(k);
        expect(text.tier(slot, enc.encode(t)), `${name} / ${k}`).toBe(matchTier(name, t));
      }
    }
  });
});

describe('text set after the build', () => {
  it('finds words first seen after the build, alone and beside others', () => {
    const text = new CatalogueText();
    text.set(0, { kind: 'sqlite', name: 'Oak Tent', keyword: '' });
    text.set(1, { kind: 'sqlite', name: 'Oak Chair', keyword: '' });
    text.seal(2);
    text.set(2, { kind: 'sqlite', name: 'Oak Zyzzyva Lamp', keyword: '' });
    text.set(3, { kind: 'sqlite', name: 'Zyzzyva Lamp', keyword: '' });
    expect(text.match('zyzzyva')?.sort()).toEqual([2, 3]);
    expect(text.match('oak zyzzyva')).toEqual([2]);
    expect(text.match('zyzzyva lamp')?.sort()).toEqual([2, 3]);
  });
});
