// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '../../../components/testing';
import { AddressForm, EMPTY_ADDRESS } from './AddressForm';
import { validateAddress, type AddressFormValues } from './validateAddress';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

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
    expect(validateAddress({ ...valid, realName: 'x'.repeat(65) }).realName).toBe('nameTooLong');
    expect(validateAddress({ ...valid, detail: 'y'.repeat(501) }).detail).toBe('detailTooLong');
    expect(validateAddress({ ...valid, phone: 'abc' }).phone).toBe('phoneInvalid');
    expect(validateAddress({ ...valid, countryCode: '44a' }).countryCode).toBe('dialInvalid');
  });
});

describe('AddressForm', () => {
  it('shows the spec messages on submit and does not submit', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AddressForm initial={EMPTY_ADDRESS} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Please enter the consignee name',
      'Please enter an email',
      'Please enter the country',
      'Please enter the detailed address',
      'Please enter the post code',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    // Focus goes to the first field in error, so keyboard users land where the fix is.
    expect(document.activeElement).toBe(screen.getByLabelText(/Consignee name/));
  });

  it('marks fields invalid and clears a message once the field is fixed', () => {
    renderWithProviders(<AddressForm initial={{ ...valid, email: 'nope' }} onSubmit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a correct email');
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits trimmed values with the default flag', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AddressForm initial={{ ...valid, realName: '  Ada Lovelace  ' }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByLabelText('Use as my default address'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...valid, isDefault: true });
  });
});
