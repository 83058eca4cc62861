import { EMAIL_RE, CODE_RE } from '../../../../../shared/validation';
import { MAX_IMAGES } from '../../../../../shared/constants';

export interface SettledFormValues {
  name: string;
  realName: string;
  email: string;
  captcha: string;
  phone: string;
  address: string;
  categoryId: string;
  typeId: string;
  images: string[];
  agreed: boolean;
}

export type SettledErrorKey =
  | 'companyEmpty'
  | 'realNameEmpty'
  | 'emailEmpty'
  | 'emailInvalid'
  | 'codeEmpty'
  | 'codeInvalid'
  | 'addressEmpty'
  | 'categoryEmpty'
  | 'typeEmpty'
  | 'imagesEmpty'
  | 'imagesTooMany'
  | 'agreement';

/** docs/storefront-spec.md §5 settlement messages, over docs/upstream-contract.md §11 required fields. */
export function validateSettled(v: SettledFormValues): Partial<Record<keyof SettledFormValues, SettledErrorKey>> {
  const e: Partial<Record<keyof SettledFormValues, SettledErrorKey>> = {};
  if (!v.name.trim()) e.name = 'companyEmpty';
  if (!v.realName.trim()) e.realName = 'realNameEmpty';
  if (!v.email.trim()) e.email = 'emailEmpty';
  else if (!EMAIL_RE.test(v.email.trim())) e.email = 'emailInvalid';
  if (!v.captcha.trim()) e.captcha = 'codeEmpty';
  else if (!CODE_RE.test(v.captcha.trim())) e.captcha = 'codeInvalid';
  if (!v.address.trim()) e.address = 'addressEmpty';
  if (!v.categoryId) e.categoryId = 'categoryEmpty';
  if (!v.typeId) e.typeId = 'typeEmpty';
  if (v.images.length === 0) e.images = 'imagesEmpty';
  else if (v.images.length > MAX_IMAGES) e.images = 'imagesTooMany';
  if (!v.agreed) e.agreed = 'agreement';
  return e;
}
