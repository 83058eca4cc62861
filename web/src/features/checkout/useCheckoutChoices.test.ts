import { describe, expect, it } from 'vitest';
import { ORDER_NOTE_MAX } from '../../../../shared/constants';
import { INITIAL_CHOICES, checkoutReducer } from './useCheckoutChoices';

describe('checkoutReducer', () => {
  it('ships to the address just saved and closes the form; a save without an id keeps the choice', () => {
    const adding = { ...INITIAL_CHOICES, addressId: 3, adding: true };
    expect(checkoutReducer(adding, { type: 'addressSaved', id: 9 })).toMatchObject({ addressId: 9, adding: false });
    expect(checkoutReducer(adding, { type: 'addressSaved', id: 0 })).toMatchObject({ addressId: 3, adding: false });
  });

  it('keeps the note within the order note limit', () => {
    const long = 'x'.repeat(ORDER_NOTE_MAX + 20);
    expect(checkoutReducer(INITIAL_CHOICES, { type: 'note', text: long }).note).toHaveLength(ORDER_NOTE_MAX);
  });

  it('changes only the choice it names', () => {
    const next = checkoutReducer(INITIAL_CHOICES, { type: 'coupon', id: 4 });
    expect(next).toEqual({ ...INITIAL_CHOICES, couponId: 4 });
    expect(checkoutReducer(next, { type: 'payType', payType: 'stripe' })).toEqual({ ...next, payType: 'stripe' });
  });
});
