import { EMAIL_RE } from '../../../../shared/validation';
import { postCodeProblem, type PostCodeFormat } from '../../../../shared/postcode';

export interface AddressDraft {
  realName: string;
  email: string;
  country: string;
  detail: string;
  postCode: string;
  phone: string;
  isDefault: boolean;
}

export type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

/** Spec §5 messages, as i18n keys under "address.*"; the contract's length limits (realName ≤64, detail ≤500). */
export function validateAddress(d: AddressDraft, format: PostCodeFormat = 'text'): AddressErrors {
  const e: AddressErrors = {};
  const name = d.realName.trim();
  if (!name) e.realName = 'address.errName';
  else if (name.length > 64) e.realName = 'address.errNameLong';
  const email = d.email.trim();
  if (!email) e.email = 'address.errEmailEmpty';
  else if (!EMAIL_RE.test(email)) e.email = 'address.errEmail';
  if (!d.country.trim()) e.country = 'address.errCountry';
  const detail = d.detail.trim();
  if (!detail) e.detail = 'address.errDetail';
  else if (detail.length > 500) e.detail = 'address.errDetailLong';
  const post = postCodeProblem(d.postCode, d.country, format);
  if (post?.kind === 'empty') e.postCode = 'address.errPostCode';
  else if (post?.kind === 'invalid') e.postCode = post.example ? 'address.errPostCodeExample' : 'address.errPostCodeInvalid';
  else if (post?.kind === 'integer') e.postCode = 'address.errPostCodeInteger';
  if (d.phone.trim() && !/^[\d\s()+-]{5,20}$/.test(d.phone.trim())) e.phone = 'address.errPhone';
  return e;
}
