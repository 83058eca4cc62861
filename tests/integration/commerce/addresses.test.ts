import { beforeAll, describe, expect, it } from 'vitest';
import { address } from '../../../shared/contract/address.js';
import { page as pageOf } from '../../../shared/contract/common.js';
import { list as listOf, type Wire } from '../../../shared/contract/fields.js';
import { commerceSuite, expectSignInRequired, type ShopperCall } from './suite.js';

type Address = Wire<typeof address>;

/** An address row as stored: besides the contract's shape, its ids are those of real rows. */
function stored(a: Address): Address {
  expect(a.id).toBeGreaterThan(0);
  expect(a.uid).toBeGreaterThan(0);
  return a;
}
const oneAddress = (data: unknown) => stored(address.strict.parse(data));
const addressPage = (data: unknown) => {
  const p = pageOf(address).strict.parse(data);
  p.list.forEach(stored);
  return p;
};
const everyAddress = (data: unknown) => listOf(address).strict.parse(data).map(stored);

const valid = {
  realName: 'Ada Lovelace',
  email: 'ada@example.test',
  country: 'United Kingdom',
  detail: '12 St James Square, London',
  postCode: 'SW1Y 4LG' as string | number | undefined,
  countryCode: '+44',
  phone: '7700 900123',
  isDefault: false,
};

describe('addresses (docs/upstream-contract.md §9)', () => {
  const c = commerceSuite();
  let me: { uid: number; token: string };
  let other: { uid: number; token: string };
  let othersAddress: Address;

  beforeAll(async () => {
    other = await c.createUser();
    const res = await c.call<Address>('POST', '/api/front/address/edit', { token: other.token, body: { ...valid, realName: 'Someone Else' } });
    othersAddress = oneAddress(res.data);
  });

  async function add(token: string, fields: Partial<typeof valid> = {}) {
    const res = await c.call<Address>('POST', '/api/front/address/edit', { token, body: { ...valid, ...fields } });
    expect(res.code).toBe(200);
    return oneAddress(res.data);
  }

  it('requires a login on every route', async () => {
    const calls: ShopperCall[] = [
      ['GET', '/api/front/address/list'],
      ['GET', '/api/pc/address/all/list'],
      ['POST', '/api/front/address/edit'],
      ['POST', '/api/front/address/del'],
      ['GET', `/api/front/address/detail/${othersAddress.id}`],
      ['GET', '/api/front/address/default'],
      ['POST', '/api/front/address/default/set'],
      ['POST', '/api/front/address/ip/info'],
    ];
    await expectSignInRequired(c, calls, { id: othersAddress.id });
  });

  it('has no default before the first address', async () => {
    me = await c.createUser();
    expect(await c.call('GET', '/api/front/address/default', { token: me.token })).toEqual({ code: 500, message: 'Default address does not exist', data: null });
  });

  it('adds: the first address becomes the default, stored as sent (country code without +)', async () => {
    const a = await add(me.token);
    expect(a).toMatchObject({ uid: me.uid, realName: 'Ada Lovelace', isDefault: true, isDel: false, countryCode: '44', postCode: 'SW1Y 4LG', phone: '7700 900123' });
    const b = await add(me.token, { realName: 'Second', postCode: undefined });
    expect(b).toMatchObject({ isDefault: false, postCode: '' });
    expect(oneAddress((await c.call('GET', '/api/front/address/default', { token: me.token })).data).id).toBe(a.id);
  });

  it('validates every field with the contract messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: '' }, 'Please enter the consignee name'],
      [{ realName: 'x'.repeat(65) }, 'The consignee name can be at most 64 characters'],
      [{ email: '' }, 'Please enter the email'],
      [{ email: 'nope' }, 'Please enter a correct email'],
      [{ country: '' }, 'Please select the country'],
      [{ detail: '  ' }, 'Please enter the detailed address'],
      [{ detail: 'x'.repeat(501) }, 'The detailed address can be at most 500 characters'],
      [{ postCode: 'SW1A' }, 'Please enter a correct post code for United Kingdom (for example SW1A 1AA)'],
      [{ postCode: '2139', country: 'United States' }, 'Please enter a correct post code for United States (for example 02139)'],
      [{ postCode: '<b>1</b>', country: 'Atlantis' }, 'Please enter a correct post code for Atlantis'],
      [{ postCode: 1.5 }, 'Please enter a correct post code'],
      [{ countryCode: '+44x' }, 'Please select a correct country code'],
      [{ phone: '<script>' }, 'Please enter a correct phone number'],
      // The same phone rule as the address form's: too short or too long to be a phone.
      [{ phone: '1234' }, 'Please enter a correct phone number'],
      [{ phone: '1'.repeat(21) }, 'Please enter a correct phone number'],
      [{ isDefault: 'maybe' }, 'isDefault must be true or false'],
    ];
    for (const [patch, message] of cases) {
      expect(await c.call('POST', '/api/front/address/edit', { token: me.token, body: { ...valid, ...patch } })).toEqual({ code: 400, message, data: null });
    }
    const { realName: _r, ...noName } = valid;
    expect(await c.call('POST', '/api/front/address/edit', { token: me.token, body: noName })).toMatchObject({ code: 400, message: 'Please enter the consignee name' });
    // Boundaries are accepted.
    await add(me.token, { realName: 'x'.repeat(64), detail: 'd'.repeat(500), postCode: 'SW1A 1AA' });
  });

  it('keeps post codes as text, checked against the country', async () => {
    const cases: [string, string, string][] = [
      ['United Kingdom', 'sw1a 1aa', 'SW1A 1AA'],
      ['Canada', 'K1A 0B1', 'K1A 0B1'],
      ['United States', '02139', '02139'],
      ['United States', '02139-4307', '02139-4307'],
      ['France', '75008', '75008'],
      ['Thailand', '10110', '10110'],
      ['ประเทศไทย', '10200', '10200'],
      ['Atlantis', 'AT-1234', 'AT-1234'],
    ];
    for (const [country, postCode, stored] of cases) {
      const a = await add(me.token, { country, postCode });
      expect(a.postCode).toBe(stored);
      expect(oneAddress((await c.call('GET', `/api/front/address/detail/${a.id}`, { token: me.token })).data).postCode).toBe(stored);
    }
    // A numeric post code from an integer-minded client is still read.
    expect((await add(me.token, { country: 'France', postCode: 75008 })).postCode).toBe('75008');
  });

  it('lists as PageInfo (default first) and all/list unpaged', async () => {
    const u = await c.createUser();
    const first = await add(u.token, { realName: 'A' });
    await add(u.token, { realName: 'B' });
    await add(u.token, { realName: 'C' });
    const page = await c.call('GET', '/api/front/address/list', { token: u.token, query: { page: 1, limit: 2 } });
    const info = addressPage(page.data);
    expect(info).toMatchObject({ total: 3, pages: 2, size: 2, pageNum: 1, hasNextPage: true });
    expect(info.list[0]!.id).toBe(first.id);
    expect(info.list.every((a) => a.uid === u.uid)).toBe(true);
    const p2 = addressPage((await c.call('GET', '/api/front/address/list', { token: u.token, query: { page: 2, limit: 2 } })).data);
    // Default first, then newest first: A, C | B
    expect(info.list.map((a) => a.realName)).toEqual(['A', 'C']);
    expect(p2).toMatchObject({ size: 1, isLastPage: true, hasNextPage: false });
    expect(p2.list.map((a) => a.realName)).toEqual(['B']);
    const all = everyAddress((await c.call('GET', '/api/pc/address/all/list', { token: u.token })).data);
    expect(all.map((a) => a.realName).sort()).toEqual(['A', 'B', 'C']);
    expect(await c.call('GET', '/api/front/address/list', { token: u.token, query: { limit: 1000 } })).toMatchObject({ code: 400 });
  });

  it('edits in place, and setting a default clears the others', async () => {
    const u = await c.createUser();
    const a = await add(u.token, { realName: 'A' });
    const b = await add(u.token, { realName: 'B' });
    const edited = await c.call<Address>('POST', '/api/front/address/edit', { token: u.token, body: { ...valid, id: b.id, realName: 'B2', isDefault: true } });
    expect(oneAddress(edited.data)).toMatchObject({ id: b.id, realName: 'B2', isDefault: true });
    const all = everyAddress((await c.call('GET', '/api/pc/address/all/list', { token: u.token })).data);
    expect(all.filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);

    const set = await c.call('POST', '/api/front/address/default/set', { token: u.token, body: { id: a.id } });
    expect(oneAddress(set.data)).toMatchObject({ id: a.id, isDefault: true });
    expect(oneAddress((await c.call('GET', '/api/front/address/default', { token: u.token })).data).id).toBe(a.id);
    const after = everyAddress((await c.call('GET', '/api/pc/address/all/list', { token: u.token })).data);
    expect(after.filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);
    expect(await c.call('POST', '/api/front/address/default/set', { token: u.token, body: {} })).toMatchObject({ code: 400, message: 'Please choose an address' });
  });

  it('reads one address by id', async () => {
    const u = await c.createUser();
    const a = await add(u.token);
    expect(oneAddress((await c.call('GET', `/api/front/address/detail/${a.id}`, { token: u.token })).data)).toEqual(a);
    expect(await c.call('GET', '/api/front/address/detail/abc', { token: u.token })).toMatchObject({ code: 400 });
    expect(await c.call('GET', '/api/front/address/detail/99999999', { token: u.token })).toEqual({ code: 500, message: 'Address does not exist', data: null });
  });

  it('deletes; deleting the default leaves no default (none is promoted)', async () => {
    const u = await c.createUser();
    const a = await add(u.token);
    const b = await add(u.token);
    expect(await c.call('POST', '/api/front/address/del', { token: u.token, body: { id: a.id } })).toMatchObject({ code: 200 });
    expect(await c.call('GET', `/api/front/address/detail/${a.id}`, { token: u.token })).toMatchObject({ code: 500 });
    expect(await c.call('GET', '/api/front/address/default', { token: u.token })).toMatchObject({ code: 500, message: 'Default address does not exist' });
    const list = addressPage((await c.call('GET', '/api/front/address/list', { token: u.token })).data);
    expect(list.list.map((x) => x.id)).toEqual([b.id]);
    expect(list.list[0]!.isDefault).toBe(false);
    expect(await c.call('POST', '/api/front/address/del', { token: u.token, body: { id: a.id } })).toMatchObject({ code: 500, message: 'Address does not exist' });
    expect(await c.call('POST', '/api/front/address/del', { token: u.token, body: { id: 'x' } })).toMatchObject({ code: 400 });
    // After deleting everything, a new address is the default again.
    await c.call('POST', '/api/front/address/del', { token: u.token, body: { id: b.id } });
    expect((await add(u.token)).isDefault).toBe(true);
  });

  it("never reaches another shopper's address", async () => {
    const u = await c.createUser();
    await add(u.token);
    const id = othersAddress.id;
    expect(await c.call('GET', `/api/front/address/detail/${id}`, { token: u.token })).toEqual({ code: 500, message: 'Address does not exist', data: null });
    expect(await c.call('POST', '/api/front/address/edit', { token: u.token, body: { ...valid, id } })).toMatchObject({ code: 500, message: 'Address does not exist' });
    expect(await c.call('POST', '/api/front/address/del', { token: u.token, body: { id } })).toMatchObject({ code: 500, message: 'Address does not exist' });
    expect(await c.call('POST', '/api/front/address/default/set', { token: u.token, body: { id } })).toMatchObject({ code: 500, message: 'Address does not exist' });
    const list = addressPage((await c.call('GET', '/api/front/address/list', { token: u.token })).data);
    expect(list.list.some((a) => a.id === id)).toBe(false);
    // The other shopper's row is untouched.
    const theirs = oneAddress((await c.call('GET', `/api/front/address/detail/${id}`, { token: other.token })).data);
    expect(theirs).toMatchObject({ realName: 'Someone Else', isDefault: true, isDel: false });
  });

  it('ip/info answers an ipapi-style location from the default country', async () => {
    const u = await c.createUser();
    expect((await c.call('POST', '/api/front/address/ip/info', { token: u.token })).data).toMatchObject({ country: 'GB', country_calling_code: '+44' });
  });
});
