import { useEffect, useReducer } from 'react';
import type { Address } from '@/api/address';
import type { PayType } from '@/api/pay';
import { ORDER_NOTE_MAX } from '../../../../shared/constants';

/** What the shopper chooses on the order confirmation before placing the order. */
export interface CheckoutChoices {
  /** 0 until an address is chosen (the default one is picked when the list arrives). */
  addressId: number;
  /** The inline new-address form is open. */
  adding: boolean;
  /** 0 = no coupon. */
  couponId: number;
  useIntegral: boolean;
  /** The points the shopper typed; undefined = the most the order can take (the server's default). */
  integral: number | undefined;
  /** False while the typed amount breaks a rule: nothing is deducted and the order cannot be placed. */
  integralValid: boolean;
  note: string;
  payType: PayType | '';
}

export type CheckoutAction =
  | { type: 'address'; id: number }
  | { type: 'adding'; on: boolean }
  | { type: 'addressSaved'; id: number }
  | { type: 'coupon'; id: number }
  | { type: 'integral'; on: boolean }
  | { type: 'points'; amount: number | undefined; valid: boolean }
  | { type: 'note'; text: string }
  | { type: 'payType'; payType: PayType };

export const INITIAL_CHOICES: CheckoutChoices = { addressId: 0, adding: false, couponId: 0, useIntegral: false, integral: undefined, integralValid: true, note: '', payType: '' };

export function checkoutReducer(state: CheckoutChoices, action: CheckoutAction): CheckoutChoices {
  switch (action.type) {
    case 'address':
      return { ...state, addressId: action.id };
    case 'adding':
      return { ...state, adding: action.on };
    case 'addressSaved':
      // The address just saved is the one to ship to.
      return { ...state, adding: false, addressId: action.id || state.addressId };
    case 'coupon':
      return { ...state, couponId: action.id };
    case 'integral':
      // Ticking "use points" starts from the most the order allows; the shopper then chooses less.
      return { ...state, useIntegral: action.on, integral: undefined, integralValid: true };
    case 'points':
      return { ...state, integral: action.valid ? action.amount : undefined, integralValid: action.valid };
    case 'note':
      return { ...state, note: action.text.slice(0, ORDER_NOTE_MAX) };
    case 'payType':
      return { ...state, payType: action.payType };
  }
}

/**
 * The choices, with their defaults filled in as the data arrives: the default address (else the
 * first), the new-address form when the shopper has none, and the payment method the page proposes
 * (undefined while it cannot tell yet).
 */
export function useCheckoutChoices(addresses: Address[], addressesLoaded: boolean, proposedPayType: PayType | undefined) {
  const [choices, dispatch] = useReducer(checkoutReducer, INITIAL_CHOICES);
  useEffect(() => {
    if (choices.addressId === 0 && addresses.length > 0) dispatch({ type: 'address', id: (addresses.find((a) => a.isDefault) ?? addresses[0]!).id });
  }, [choices.addressId, addresses]);
  useEffect(() => {
    if (addressesLoaded && addresses.length === 0) dispatch({ type: 'adding', on: true });
  }, [addressesLoaded, addresses.length]);
  useEffect(() => {
    if (choices.payType === '' && proposedPayType) dispatch({ type: 'payType', payType: proposedPayType });
  }, [choices.payType, proposedPayType]);
  return [choices, dispatch] as const;
}
