import { z } from 'zod';
import type { Selectable, Transaction } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database, MerchantApplicationsTable } from '../db/schema.js';
import { BusinessError, pageInfo, parse, ValidationError, type PageArgs } from '../http/envelope.js';
import { now } from '../db/time.js';
import { EMAIL_RE, CODE_RE } from '../../../shared/validation.js';
import { MAX_IMAGES } from '../../../shared/constants.js';
import { emailTarget, verifyCode } from '../accounts/codes.js';
import { SITE_KEYS, siteString } from '../content/site-config.js';
import { writeShopImages } from '../images/shop-images.js';
import { splitList } from '../http/render.js';

export const AUDIT = { pending: 1, approved: 2, rejected: 3 } as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ message: `The ${label} must be text` }).trim().max(max, `The ${label} must be at most ${max} characters`));

const positiveId = (missing: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.custom<unknown>((v) => v !== undefined, missing).pipe(z.coerce.number({ message: missing }).int(missing).min(1, missing)));

// Qualification pictures are our own uploads (root-relative) or absolute http(s) URLs; nothing else is stored.
const IMAGE_URL_RE = /^(\/crmebimage\/[A-Za-z0-9._~/-]+|https?:\/\/[^\s,]+)$/;

export const applySchema = z.object({
  name: text('shop name', 64),
  categoryId: positiveId('Please choose a merchant category'),
  typeId: positiveId('Please choose a store type'),
  realName: text('contact name', 64),
  email: z.string({ message: 'Please enter the email' }).trim().min(1, 'Please enter the email').max(255, 'The email is too long').regex(EMAIL_RE, 'Please enter a correct email'),
  address: text('address', 255),
  qualificationPicture: z
    .union([z.string(), z.array(z.string())], { message: 'Please upload the qualification pictures' })
    // An array, a JSON array string (as the PC client sends it) or a comma list.
    .transform((v) => (Array.isArray(v) ? v : splitList(v)).map((s) => s.trim()).filter(Boolean))
    .refine((l) => l.length >= 1, 'Please upload the qualification pictures')
    .refine((l) => l.length <= MAX_IMAGES, `At most ${MAX_IMAGES} qualification pictures`)
    .refine((l) => l.every((u) => u.length <= 500 && IMAGE_URL_RE.test(u)), 'Qualification pictures must be uploaded images'),
  captcha: z.string({ message: 'Please enter the verification code' }).trim().regex(CODE_RE, 'The verification code must be 6 digits'),
  phone: optionalText('phone', 32).refine((v) => v === '' || /^\+?[0-9 ()-]{4,32}$/.test(v), 'Please enter a correct phone number'),
  handlingFee: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ message: 'The handling fee must be a whole percent' }).int('The handling fee must be a whole percent').min(0, 'The handling fee must be between 0 and 100').max(100, 'The handling fee must be between 0 and 100').optional()),
  keywords: optionalText('keywords', 255),
});

export function renderApplication(a: Selectable<MerchantApplicationsTable>) {
  return {
    id: a.id,
    name: a.name,
    categoryId: a.categoryId,
    typeId: a.typeId,
    realName: a.realName,
    email: a.email,
    phone: a.phone,
    handlingFee: a.handlingFee,
    keywords: a.keywords,
    address: a.address,
    auditStatus: a.auditStatus,
    denialReason: a.denialReason,
    qualificationPicture: a.qualificationPicture,
    merId: a.merId,
    createTime: a.createdAt,
    updateTime: a.updatedAt,
  };
}

export async function settlementAgreement(ctx: CommerceContext): Promise<{ agreement: string }> {
  return { agreement: await siteString(ctx, SITE_KEYS.settledAgreement) };
}

/**
 * A shopper's application to open a shop. One may be pending at a time; after a rejection a new one
 * may be sent (it is a new record, the rejected one stays in the history).
 */
export async function applyForShop(ctx: CommerceContext, uid: number, body: unknown) {
  const input = parse(applySchema, body);
  const categoryId = input.categoryId as number;
  const typeId = input.typeId as number;
  const [category, type, open, nameTaken] = await Promise.all([
    ctx.db.selectFrom('merchantCategories').select(['id', 'handlingFee']).where('id', '=', categoryId).where('isDel', '=', 0).executeTakeFirst(),
    ctx.db.selectFrom('merchantTypes').select('id').where('id', '=', typeId).where('isDel', '=', 0).executeTakeFirst(),
    ctx.db.selectFrom('merchantApplications').select(['auditStatus']).where('uid', '=', uid).where('auditStatus', 'in', [AUDIT.pending, AUDIT.approved]).executeTakeFirst(),
    ctx.db.selectFrom('merchants').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase())).executeTakeFirst(),
  ]);
  if (!category) throw new BusinessError('The merchant category does not exist');
  if (!type) throw new BusinessError('The store type does not exist');
  if (open?.auditStatus === AUDIT.pending) throw new BusinessError('Your application is under review, please wait for the result');
  if (open?.auditStatus === AUDIT.approved) throw new BusinessError('Your shop application has already been approved');
  if (nameTaken) throw new BusinessError('This shop name is already taken');
  // The code is checked last: a request refused for another reason doesn't burn the shopper's code.
  await verifyCode(ctx, { purpose: 'settled', target: emailTarget(input.email), code: input.captcha });
  const stamp = now();
  const row = await ctx.db
    .insertInto('merchantApplications')
    .values({
      uid,
      name: input.name,
      categoryId,
      typeId,
      realName: input.realName,
      email: input.email.toLowerCase(),
      phone: input.phone,
      handlingFee: input.handlingFee ?? category.handlingFee,
      keywords: input.keywords,
      address: input.address,
      // Stored as a JSON array string, which a real client reads back with JSON.parse (docs/upstream-contract.md §14).
      qualificationPicture: JSON.stringify(input.qualificationPicture),
      auditStatus: AUDIT.pending,
      denialReason: '',
      merId: 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function applicationRecords(ctx: CommerceContext, uid: number, page: PageArgs) {
  const q = ctx.db.selectFrom('merchantApplications').where('uid', '=', uid);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return pageInfo(rows.map(renderApplication), Number(count?.n ?? 0), page);
}

export interface ReviewDecision {
  id: number;
  approve: boolean;
  /** Required when rejecting: shown to the applicant as denialReason. */
  reason?: string;
  /**
   * More of the decision, in its transaction (the platform console's owner account and set-password link):
   * a throw undoes the whole decision. `merId` is the new shop's on approval, 0 on rejection.
   */
  alsoInTransaction?: (trx: Transaction<Database>, decided: { app: Selectable<MerchantApplicationsTable>; merId: number }) => Promise<void>;
}

/**
 * The platform's decision on an application (admin API / CLI). Approval opens the shop from the
 * application's data and links it (merId); either way the applicant gets a notification.
 */
export async function reviewApplication(ctx: CommerceContext, decision: ReviewDecision) {
  const reason = (decision.reason ?? '').trim();
  if (!decision.approve && reason === '') throw new ValidationError('Please give the reason for the rejection');
  if (reason.length > 255) throw new ValidationError('The reason must be at most 255 characters');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const app = await trx.selectFrom('merchantApplications').selectAll().where('id', '=', decision.id).executeTakeFirst();
    if (!app) throw new BusinessError('Application not found');
    if (app.auditStatus !== AUDIT.pending) throw new BusinessError('This application has already been reviewed');
    const stamp = now();
    let merId = 0;
    if (decision.approve) {
      const shop = await trx
        .insertInto('merchants')
        .values({
          name: app.name,
          realName: app.realName,
          email: app.email,
          phone: app.phone,
          address: app.address,
          categoryId: app.categoryId,
          typeId: app.typeId,
          isSelf: 0,
          avatar: '',
          backImage: '',
          streetBackImage: '',
          pcBanner: '',
          pcBackImage: '',
          starLevel: 5,
          intro: '',
          qualificationPicture: app.qualificationPicture,
          keywords: app.keywords,
          serviceType: 'email',
          serviceLink: '',
          servicePhone: app.phone,
          serviceMessage: '',
          serviceEmail: app.email,
          freightFee: 0,
          freeFreightThreshold: 0,
          isShow: 1,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      merId = shop.id;
    }
    // Conditional on still pending, so two reviewers racing can't both decide.
    const upd = await trx
      .updateTable('merchantApplications')
      .set({ auditStatus: decision.approve ? AUDIT.approved : AUDIT.rejected, denialReason: decision.approve ? '' : reason, merId, updatedAt: stamp })
      .where('id', '=', app.id)
      .where('auditStatus', '=', AUDIT.pending)
      .executeTakeFirst();
    if (Number(upd.numUpdatedRows) !== 1) throw new BusinessError('This application has already been reviewed');
    await decision.alsoInTransaction?.(trx, { app, merId });
    await trx
      .insertInto('notifications')
      .values({
        uid: app.uid,
        type: 'merchant',
        title: decision.approve ? 'Your shop application was approved' : 'Your shop application was not approved',
        content: decision.approve ? `Your shop "${app.name}" is now open.` : `Your application for "${app.name}" was rejected: ${reason}`,
        linkUrl: '/users/application_record',
        isRead: 0,
        createdAt: stamp,
      })
      .execute();
    return { id: app.id, merId, name: app.name };
  });
  if (result.merId > 0) {
    // A new shop gets a monogram logo and banners like the demo shops, so it never shows blank images.
    const images = writeShopImages(ctx.dataDir, result.merId, result.name);
    await ctx.db.updateTable('merchants').set(images).where('id', '=', result.merId).execute();
  }
  const app = await ctx.db.selectFrom('merchantApplications').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
  return renderApplication(app);
}
