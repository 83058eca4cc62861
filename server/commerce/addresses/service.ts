import type { Selectable } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { AddressesTable } from '../db/schema.js';
import { BusinessError, pageInfo, type PageArgs, type PageInfo } from '../http/envelope.js';
import { now } from '../db/time.js';
import type { z } from 'zod';
import type { Wire } from '../../../shared/contract/fields.js';
import type { address, addressBody } from '../../../shared/contract/address.js';

type AddressInput = z.output<typeof addressBody>;

/** The contract's UserAddress. */
export type UserAddress = Wire<typeof address>;

const NOT_FOUND = 'Address does not exist';

export function renderAddress(a: Selectable<AddressesTable>): UserAddress {
  return {
    id: a.id,
    uid: a.uid,
    realName: a.realName,
    phone: a.phone,
    countryCode: a.countryCode,
    country: a.country,
    province: a.province,
    city: a.city,
    cityId: a.cityId,
    district: a.district,
    detail: a.detail,
    postCode: a.postCode,
    email: a.email,
    longitude: a.longitude,
    latitude: a.latitude,
    isDefault: a.isDefault === 1,
    isDel: a.isDel === 1,
    createTime: a.createdAt,
    updateTime: a.updatedAt,
  };
}

/** Every query is scoped to the owner, so another shopper's id reads as "does not exist". */
function owned(ctx: CommerceContext, uid: number) {
  return ctx.db.selectFrom('addresses').where('uid', '=', uid).where('isDel', '=', 0);
}

export async function listAddresses(ctx: CommerceContext, uid: number, page: PageArgs): Promise<PageInfo<UserAddress>> {
  const [rows, total] = await Promise.all([
    owned(ctx, uid).selectAll().orderBy('isDefault', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    owned(ctx, uid).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageInfo(rows.map(renderAddress), Number(total.n), page);
}

// The checkout list is unpaged; a bound keeps one account from making it arbitrarily large.
const ALL_LIMIT = 500;

export async function allAddresses(ctx: CommerceContext, uid: number): Promise<UserAddress[]> {
  const rows = await owned(ctx, uid).selectAll().orderBy('isDefault', 'desc').orderBy('id', 'desc').limit(ALL_LIMIT).execute();
  return rows.map(renderAddress);
}

export async function getAddress(ctx: CommerceContext, uid: number, id: number): Promise<UserAddress> {
  const row = await owned(ctx, uid).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError(NOT_FOUND);
  return renderAddress(row);
}

export async function defaultAddress(ctx: CommerceContext, uid: number): Promise<UserAddress> {
  const row = await owned(ctx, uid).selectAll().where('isDefault', '=', 1).orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw new BusinessError('Default address does not exist');
  return renderAddress(row);
}

/**
 * Adds (no id) or updates the shopper's address. The first address becomes the default; making one
 * the default clears the flag on the others in the same transaction, so there is never more than one.
 */
export async function saveAddress(ctx: CommerceContext, uid: number, input: AddressInput): Promise<UserAddress> {
  return ctx.db.transaction().execute(async (trx) => {
    const stamp = now();
    const fields = {
      realName: input.realName,
      phone: input.phone,
      countryCode: input.countryCode,
      country: input.country,
      province: input.province,
      city: input.city,
      district: input.district,
      detail: input.detail,
      postCode: input.postCode,
      email: input.email,
      updatedAt: stamp,
    };
    let id: number;
    let makeDefault = input.isDefault;
    if (input.id !== undefined) {
      const row = await trx
        .updateTable('addresses')
        .set({ ...fields, isDefault: makeDefault ? 1 : 0 })
        .where('id', '=', input.id)
        .where('uid', '=', uid)
        .where('isDel', '=', 0)
        .executeTakeFirst();
      if (Number(row.numUpdatedRows) === 0) throw new BusinessError(NOT_FOUND);
      id = input.id;
    } else {
      const others = await trx
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', uid)
        .where('isDel', '=', 0)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) makeDefault = true;
      const row = await trx
        .insertInto('addresses')
        .values({ ...fields, uid, cityId: 0, longitude: '', latitude: '', isDefault: makeDefault ? 1 : 0, isDel: 0, createdAt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (makeDefault) {
      await trx.updateTable('addresses').set({ isDefault: 0 }).where('uid', '=', uid).where('id', '!=', id).where('isDefault', '=', 1).execute();
    }
    const saved = await trx.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return renderAddress(saved);
  });
}

/**
 * Soft delete (orders keep their copied address anyway). Deleting the default leaves the shopper
 * without one on purpose: picking another silently could ship an order somewhere unexpected.
 */
export async function deleteAddress(ctx: CommerceContext, uid: number, id: number): Promise<void> {
  const res = await ctx.db
    .updateTable('addresses')
    .set({ isDel: 1, isDefault: 0, updatedAt: now() })
    .where('id', '=', id)
    .where('uid', '=', uid)
    .where('isDel', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new BusinessError(NOT_FOUND);
}

export async function setDefaultAddress(ctx: CommerceContext, uid: number, id: number): Promise<UserAddress> {
  return ctx.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('addresses')
      .set({ isDefault: 1, updatedAt: now() })
      .where('id', '=', id)
      .where('uid', '=', uid)
      .where('isDel', '=', 0)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new BusinessError(NOT_FOUND);
    await trx.updateTable('addresses').set({ isDefault: 0 }).where('uid', '=', uid).where('id', '!=', id).where('isDefault', '=', 1).execute();
    return renderAddress(await trx.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}
