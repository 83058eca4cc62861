import * as z from 'zod/mini';
import { POSTCODE_MAX, postCodeText } from '../postcode';
import { bool, dateTime, int, object, text } from './fields';

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
  /** A dial code, with or without its plus: "+44", "44", or none. */
  countryCodePattern: /^(\+?\d{1,4})?$/,
  /** Digits, spaces, brackets, plus and hyphen; empty allowed (the email is the contact). */
  phonePattern: /^[\d\s()+-]{0,24}$/,
} as const;

/** A post code as text: the embedded service sends text, upstreams that store integers send a number (0 = none). */
const postCode = { strict: z.string(), lenient: z.pipe(z.optional(z.unknown()), z.transform(postCodeText)) };

/** A shopper's address (contract §9 UserAddress). */
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
