import { z } from 'zod';
import { EMAIL_RE } from '../../../shared/validation.js';
import { checkPostCode } from '../../../shared/postcode.js';
import { ADDRESS_RULES as R } from '../../../shared/contract/address.js';

const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);
const optionalText = (max: number, message: string) => z.preprocess(text, z.string({ error: message }).max(max, message));

/** Booleans arrive as true/false, 1/0 or their strings from forms. */
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || v === '' || v == null ? false : v),
  z.boolean({ error: 'isDefault must be true or false' }),
);

export const idField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: 'Please choose an address' }).int('Please choose an address').positive('Please choose an address').max(2_147_483_647, 'Please choose an address'),
);

export const addressInput = z.object({
  id: z.preprocess((v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v), idField.optional()),
  realName: z.preprocess(
    text,
    z.string({ error: 'Please enter the consignee name' }).min(1, 'Please enter the consignee name').max(R.realNameMax, `The consignee name can be at most ${R.realNameMax} characters`),
  ),
  email: z.preprocess(
    text,
    z
      .string({ error: 'Please enter the email' })
      .min(1, 'Please enter the email')
      .max(R.emailMax, 'The email is too long')
      .regex(EMAIL_RE, 'Please enter a correct email'),
  ),
  country: z.preprocess(text, z.string({ error: 'Please select the country' }).min(1, 'Please select the country').max(R.countryMax, 'The country name is too long')),
  detail: z.preprocess(
    text,
    z.string({ error: 'Please enter the detailed address' }).min(1, 'Please enter the detailed address').max(R.detailMax, `The detailed address can be at most ${R.detailMax} characters`),
  ),
  // Text, never a number: letters, spaces and leading zeros are part of real post codes. Checked
  // against the country's own pattern once the country is known (see the refinement below).
  postCode: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? (v === 0 ? '' : String(v)) : typeof v === 'string' ? v : v),
    z.string({ error: 'Please enter a correct post code' }).max(R.postCodeMax, 'Please enter a correct post code'),
  ),
  // Both optional: an empty value passes, anything else must be a dial code or a phone.
  countryCode: z
    .preprocess(text, z.string({ error: 'Please select a correct country code' }).refine((s) => s === '' || R.countryCodePattern.test(s), 'Please select a correct country code'))
    .transform((s) => s.replace(/^\+/, '')),
  phone: z.preprocess(text, z.string({ error: 'Please enter a correct phone number' }).refine((s) => s === '' || R.phonePattern.test(s), 'Please enter a correct phone number')),
  province: optionalText(R.regionMax, 'The province name is too long'),
  city: optionalText(R.regionMax, 'The city name is too long'),
  district: optionalText(R.regionMax, 'The district name is too long'),
  isDefault: flag,
}).transform((a, zctx) => {
  const check = checkPostCode(a.postCode, a.country);
  if (!check.ok) {
    const form = check.example ? ` (for example ${check.example})` : '';
    zctx.addIssue({ code: 'custom', path: ['postCode'], message: `Please enter a correct post code for ${a.country}${form}` });
    return z.NEVER;
  }
  return { ...a, postCode: check.postCode };
});

export type AddressInput = z.output<typeof addressInput>;

export const idBody = z.object({ id: idField });
