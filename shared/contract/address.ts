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
