// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '@/components/testing';
import { AddressForm, EMPTY_ADDRESS } from './AddressForm';
import type { AddressFormValues } from './validateAddress';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

const valid: AddressFormValues = { realName: 'Ada Lovelace', email: 'ada@example.com', countryCode: '+44', phone: '7700900123', country: 'United Kingdom', detail: '12 Analytical Row, London', postCode: 'SW1A 1AA', isDefault: false };

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

  it('is named by its caller and opens in the inline layout with a given email (checkout)', () => {
    renderWithProviders(<AddressForm layout="inline" title="New shipping address" initial={{ ...EMPTY_ADDRESS, email: 'ada@example.com' }} onSubmit={() => {}} />);
    const form = screen.getByRole('form', { name: 'New shipping address' });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    expect(form.querySelector('[name="countryCode"]')).not.toBeNull();
  });

  it('submits trimmed values with the default flag', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AddressForm initial={{ ...valid, realName: '  Ada Lovelace  ' }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByLabelText('Use as my default address'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...valid, isDefault: true });
  });
});
