import { describe, expect, it } from 'vitest';
import { enabledPayTypes, type PayMethods } from './pay';

const none: PayMethods = { yueStatus: false, codSwitch: false, paypalStatus: false, stripeStatus: false, stripePublishableKey: '' };

describe('enabledPayTypes', () => {
  it('offers cash on delivery beside balance, and card and PayPal beside them when their keys are set', () => {
    expect(enabledPayTypes({ ...none, yueStatus: true, codSwitch: true })).toEqual(['yue', 'cod']);
    expect(enabledPayTypes({ ...none, yueStatus: true, codSwitch: true, stripeStatus: true, paypalStatus: true, stripePublishableKey: 'pk_test' })).toEqual(['yue', 'cod', 'stripe', 'paypal']);
  });

  it('leaves out what is off: no switch, no cash on delivery', () => {
    expect(enabledPayTypes({ ...none, yueStatus: true })).toEqual(['yue']);
    expect(enabledPayTypes({ ...none, codSwitch: true })).toEqual(['cod']);
    expect(enabledPayTypes(none)).toEqual([]);
  });
});
