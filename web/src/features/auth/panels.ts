/**
 * The nine panels of the sign-in dialog (docs/storefront-spec.md §2), in the spec's order:
 * 1 phone + password, 2 email + password, 3 phone + code, 4 forgot by email, 5 email reset,
 * 6 register, 7 guest entry, 8 forgot by phone, 9 phone reset.
 */
export const AUTH_PANELS = [
  'phone',
  'email',
  'phoneCode',
  'forgotEmail',
  'resetEmail',
  'register',
  'guest',
  'forgotPhone',
  'resetPhone',
] as const;
export type AuthPanel = (typeof AUTH_PANELS)[number];
