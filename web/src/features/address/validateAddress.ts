import type { AddressInput } from '@/api/address';
import { EMAIL_RE } from '../../../../shared/validation';
import { postCodeProblem, type PostCodeFormat } from '../../../../shared/postcode';
import { ADDRESS_RULES } from '../../../../shared/contract/address';

export interface AddressFormValues {
  realName: string;
  email: string;
  countryCode: string;
  phone: string;
  country: string;
  detail: string;
  postCode: string;
  isDefault: boolean;
}

export type AddressErrorKey =
  | 'nameEmpty'
  | 'nameTooLong'
  | 'emailEmpty'
  | 'emailInvalid'
  | 'countryEmpty'
  | 'detailEmpty'
  | 'detailTooLong'
  | 'postCodeEmpty'
  | 'postCodeInvalid'
  | 'postCodeExample'
  | 'postCodeInteger'
  | 'phoneInvalid'
  | 'dialInvalid';

export type AddressErrors = Partial<Record<keyof AddressFormValues, AddressErrorKey>>;

/**
 * The one address check of the shop (address book and checkout): docs/storefront-spec.md §5 messages (consignee name,
 * detailed address, post code, email empty/correct, country) over docs/upstream-contract.md §9 limits in
 * ADDRESS_RULES (shared/contract/address.ts), the same rules the service checks. The post code
 * follows its country's pattern, and digits without a leading zero when the upstream stores integers.
 * Error values are keys under the account catalogue's "address.errors".
 */
export function validateAddress(v: AddressFormValues, format: PostCodeFormat = 'text'): AddressErrors {
  const e: AddressErrors = {};
  const name = v.realName.trim();
  if (!name) e.realName = 'nameEmpty';
  else if (name.length > ADDRESS_RULES.realNameMax) e.realName = 'nameTooLong';
  const email = v.email.trim();
  if (!email) e.email = 'emailEmpty';
  else if (!EMAIL_RE.test(email)) e.email = 'emailInvalid';
  if (!v.country.trim()) e.country = 'countryEmpty';
  const detail = v.detail.trim();
  if (!detail) e.detail = 'detailEmpty';
  else if (detail.length > ADDRESS_RULES.detailMax) e.detail = 'detailTooLong';
  const post = postCodeProblem(v.postCode, v.country, format);
  if (post?.kind === 'empty') e.postCode = 'postCodeEmpty';
  else if (post?.kind === 'invalid') e.postCode = post.example ? 'postCodeExample' : 'postCodeInvalid';
  else if (post?.kind === 'integer') e.postCode = 'postCodeInteger';
  const phone = v.phone.trim();
  if (phone && !ADDRESS_RULES.phonePattern.test(phone)) e.phone = 'phoneInvalid';
  if (phone && !ADDRESS_RULES.countryCodePattern.test(v.countryCode.trim())) e.countryCode = 'dialInvalid';
  return e;
}

/** The save call's body: the dial code goes with a phone only, always with its plus. */
export function toAddressInput(v: AddressFormValues, id?: number): AddressInput {
  return {
    ...(id ? { id } : {}),
    realName: v.realName,
    email: v.email,
    country: v.country,
    detail: v.detail,
    postCode: v.postCode,
    countryCode: v.phone ? v.countryCode.replace(/^\+?/, '+') : '',
    phone: v.phone,
    isDefault: v.isDefault,
  };
}
