import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES } from '../../../../shared/contract/address';
import { EMPTY_ADDRESS } from './AddressForm';
import { toAddressInput, validateAddress, type AddressFormValues } from './validateAddress';

const valid: AddressFormValues = { realName: 'Ada Lovelace', email: 'ada@example.com', countryCode: '+44', phone: '7700900123', country: 'United Kingdom', detail: '12 Analytical Row, London', postCode: 'SW1A 1AA', isDefault: false };

describe('validateAddress', () => {
  it('accepts a complete address and an absent phone', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(validateAddress({ ...valid, phone: '', countryCode: '' })).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({ realName: 'nameEmpty', email: 'emailEmpty', country: 'countryEmpty', detail: 'detailEmpty', postCode: 'postCodeEmpty' });
  });

  it('checks the email pattern, the post code digits and the length limits', () => {
    expect(validateAddress({ ...valid, email: 'ada@example' }).email).toBe('emailInvalid');
    expect(validateAddress({ ...valid, postCode: 'SW1A' }).postCode).toBe('postCodeExample');
    expect(validateAddress({ ...valid, country: 'Atlantis', postCode: '<1>' }).postCode).toBe('postCodeInvalid');
    expect(validateAddress({ ...valid, country: 'United States', postCode: '02139' }, 'integer').postCode).toBe('postCodeInteger');
    expect(validateAddress({ ...valid, country: 'United States', postCode: '02139' }).postCode).toBeUndefined();
    expect(validateAddress({ ...valid, realName: 'x'.repeat(ADDRESS_RULES.realNameMax) }).realName).toBeUndefined();
    expect(validateAddress({ ...valid, realName: 'x'.repeat(ADDRESS_RULES.realNameMax + 1) }).realName).toBe('nameTooLong');
    expect(validateAddress({ ...valid, detail: 'y'.repeat(ADDRESS_RULES.detailMax) }).detail).toBeUndefined();
    expect(validateAddress({ ...valid, detail: 'y'.repeat(ADDRESS_RULES.detailMax + 1) }).detail).toBe('detailTooLong');
  });

  it('takes a phone written the usual ways (spaces, brackets, plus, hyphens) and refuses what is not a phone', () => {
    for (const phone of ['7700900123', '020 7946 0958', '(020) 7946-0958', '+44 20 7946 0958']) expect(validateAddress({ ...valid, phone }).phone).toBeUndefined();
    for (const phone of ['abc', '1234', '12345678901234567890123', '07700 ext. 9']) expect(validateAddress({ ...valid, phone }).phone).toBe('phoneInvalid');
  });

  it('checks the dial code only when there is a phone', () => {
    expect(validateAddress({ ...valid, countryCode: '44a' }).countryCode).toBe('dialInvalid');
    expect(validateAddress({ ...valid, countryCode: '+12345' }).countryCode).toBe('dialInvalid');
    expect(validateAddress({ ...valid, countryCode: '44' }).countryCode).toBeUndefined();
    expect(validateAddress({ ...valid, phone: '', countryCode: '44a' }).countryCode).toBeUndefined();
  });
});

describe('toAddressInput', () => {
  it('sends the dial code with its plus only alongside a phone, and the id only when editing', () => {
    expect(toAddressInput({ ...valid, countryCode: '44' }, 7)).toMatchObject({ id: 7, countryCode: '+44', phone: '7700900123' });
    const fresh = toAddressInput({ ...valid, phone: '' });
    expect(fresh.countryCode).toBe('');
    expect('id' in fresh).toBe(false);
  });
});
