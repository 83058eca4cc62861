import * as z from 'zod/mini';
import { POSTCODE_MAX, checkPostCode, postCodeText } from '../postcode';
import { EMAIL_RE } from '../validation';
import { bool, dateTime, int, object, text } from './fields';
import { formFlag, formText } from './request-fields';

/**
 * The address rules both sides check (the service's address validation and the SPA's forms read
 * these, so a form never accepts what the service refuses).
 */
export const ADDRESS_RULES = {
  realNameMax: 64,
  emailMax: 255,
  countryMax: 64,
  detailMax: 500,
  /** Province, city and district. */
  regionMax: 64,
  /** Post codes are text (letters, spaces, leading zeros); checked against the country's own pattern. */
  postCodeMax: POSTCODE_MAX * 2,
  /** A dial code, with or without its plus ("+44", "44"); checked only when a phone is given. */
  countryCodePattern: /^\+?\d{1,4}$/,
  /**
   * A phone, when one is given (it is optional: the email is the contact). The spec gives addresses
   * no phone format of their own, so it is only checked for being one: digits with the usual
   * separators (spaces, brackets, plus, hyphen).
   */
  phonePattern: /^[\d\s()+-]{5,20}$/,
} as const;

/** A post code as text: the embedded service sends text, upstreams that store integers send a number (0 = none). */
const postCode = { strict: z.string(), lenient: z.pipe(z.optional(z.unknown()), z.transform(postCodeText)) };

/** A shopper's address (docs/upstream-contract.md §9 UserAddress). */
export const address = object({
  id: int,
  uid: int,
  realName: text,
  phone: text,
  countryCode: text,
  country: text,
  province: text,
  city: text,
  cityId: int,
  district: text,
  detail: text,
  postCode,
  email: text,
  longitude: text,
  latitude: text,
  isDefault: bool,
  isDel: bool,
  createTime: dateTime,
  updateTime: dateTime,
});

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

const R = ADDRESS_RULES;
const formString = (message: string) => z.string({ error: message });
const requiredFormText = (missing: string, max: number, tooLong: string) =>
  z.pipe(z.transform(formText), formString(missing).check(z.minLength(1, missing), z.maxLength(max, tooLong)));
const optionalFormText = (max: number, message: string) => z.pipe(z.transform(formText), formString(message).check(z.maxLength(max, message)));

/** An address id, from JSON or a form (numbers as strings). */
export const addressIdField = z.pipe(
  z.transform((v: unknown): unknown => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)),
  z.number({ error: 'Please choose an address' }).check(
    z.int('Please choose an address'),
    z.positive('Please choose an address'),
    z.maximum(2_147_483_647, 'Please choose an address'),
  ),
);

/**
 * POST /api/front/address/edit: a new address (no `id`, or 0) or a change to one (docs/upstream-contract.md §9). Form
 * habits are absorbed: numbers as strings, booleans as 1/0, a post code sent as a number. The post code
 * is checked against the country's own pattern once the country is known, and sent on in its usual form.
 */
export const addressBody = z.pipe(
  z.object({
    id: z.pipe(z.transform((v: unknown): unknown => (v === '' || v === 0 || v === '0' || v === null ? undefined : v)), z.optional(addressIdField)),
    realName: requiredFormText('Please enter the consignee name', R.realNameMax, `The consignee name can be at most ${R.realNameMax} characters`),
    email: z.pipe(
      z.transform(formText),
      formString('Please enter the email').check(z.minLength(1, 'Please enter the email'), z.maxLength(R.emailMax, 'The email is too long'), z.regex(EMAIL_RE, 'Please enter a correct email')),
    ),
    country: requiredFormText('Please select the country', R.countryMax, 'The country name is too long'),
    detail: requiredFormText('Please enter the detailed address', R.detailMax, `The detailed address can be at most ${R.detailMax} characters`),
    // Text, never a number: letters, spaces and leading zeros are part of real post codes.
    postCode: z.pipe(
      z.transform((v: unknown): unknown => (v === undefined || v === null ? '' : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? (v === 0 ? '' : String(v)) : v)),
      formString('Please enter a correct post code').check(z.maxLength(R.postCodeMax, 'Please enter a correct post code')),
    ),
    // Both optional: an empty value passes, anything else must be a dial code or a phone.
    countryCode: z.pipe(
      z.pipe(
        z.transform(formText),
        formString('Please select a correct country code').check(z.refine((s) => s === '' || R.countryCodePattern.test(s), 'Please select a correct country code')),
      ),
      z.transform((s) => s.replace(/^\+/, '')),
    ),
    phone: z.pipe(
      z.transform(formText),
      formString('Please enter a correct phone number').check(z.refine((s) => s === '' || R.phonePattern.test(s), 'Please enter a correct phone number')),
    ),
    province: optionalFormText(R.regionMax, 'The province name is too long'),
    city: optionalFormText(R.regionMax, 'The city name is too long'),
    district: optionalFormText(R.regionMax, 'The district name is too long'),
    isDefault: formFlag('isDefault must be true or false'),
  }),
  z.transform((a, ctx) => {
    const check = checkPostCode(a.postCode, a.country);
    if (!check.ok) {
      const form = check.example ? ` (for example ${check.example})` : '';
      ctx.issues.push({ code: 'custom', path: ['postCode'], input: a.postCode, message: `Please enter a correct post code for ${a.country}${form}` });
      return a;
    }
    return { ...a, postCode: check.postCode };
  }),
);

/** POST /api/front/address/del, /address/default/set: `{ id }`. */
export const addressIdBody = z.object({ id: addressIdField });
