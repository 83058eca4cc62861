import { EMAIL_RE } from '../../../../../shared/validation';
import { postCodeProblem, type PostCodeFormat } from '../../../../../shared/postcode';

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
 * Spec §5 messages (consignee name, detailed address, post code, email empty/correct, country) over
 * the contract §9 limits: name ≤64, detail ≤500, phone optional. The post code follows its
 * country's pattern, and digits without a leading zero when the upstream stores integers.
 */
export function validateAddress(v: AddressFormValues, format: PostCodeFormat = 'text'): AddressErrors {
  const e: AddressErrors = {};
  const name = v.realName.trim();
  if (!name) e.realName = 'nameEmpty';
  else if (name.length > 64) e.realName = 'nameTooLong';
  const email = v.email.trim();
  if (!email) e.email = 'emailEmpty';
  else if (!EMAIL_RE.test(email)) e.email = 'emailInvalid';
  if (!v.country.trim()) e.country = 'countryEmpty';
  const detail = v.detail.trim();
  if (!detail) e.detail = 'detailEmpty';
  else if (detail.length > 500) e.detail = 'detailTooLong';
  const post = postCodeProblem(v.postCode, v.country, format);
  if (post?.kind === 'empty') e.postCode = 'postCodeEmpty';
  else if (post?.kind === 'invalid') e.postCode = post.example ? 'postCodeExample' : 'postCodeInvalid';
  else if (post?.kind === 'integer') e.postCode = 'postCodeInteger';
  const phone = v.phone.trim();
  if (phone && !/^[0-9][0-9 -]{3,19}$/.test(phone)) e.phone = 'phoneInvalid';
  if (phone && !/^\+?\d{1,4}$/.test(v.countryCode.trim())) e.countryCode = 'dialInvalid';
  return e;
}
