/**
 * Address rules both sides apply (contract §9: realName ≤64 and detail ≤500 characters; phone and
 * its dial code optional). The spec gives addresses no phone format of their own, so a phone is
 * only checked for being one: digits with the usual separators (spaces, brackets, plus, hyphen),
 * and a dial code of one to four digits with an optional plus when a phone is given.
 */
export const ADDRESS_NAME_MAX = 64;
export const ADDRESS_DETAIL_MAX = 500;
export const ADDRESS_PHONE_RE = /^[\d\s()+-]{5,20}$/;
export const ADDRESS_DIAL_RE = /^\+?\d{1,4}$/;
