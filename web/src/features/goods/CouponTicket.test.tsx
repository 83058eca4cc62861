// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Coupon } from '../../api/coupon';
import { renderWithProviders, setupI18n } from '../../components/testing';
import { CouponTicket } from './CouponTicket';

const coupon = (minPrice: string): Coupon => ({
  id: 1,
  name: 'Spring',
  money: '5.00',
  minPrice,
  isLimited: false,
  lastTotal: 10,
  isFixedTime: false,
  day: 7,
  type: 1,
  isUse: false,
  useType: 3,
  receiveEndTime: '',
  useStartTimeStr: '',
  useEndTimeStr: '',
});

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('CouponTicket threshold', () => {
  it.each([
    ['30.00', 'Orders over $30.00'],
    ['0.01', 'Orders over $0.01'],
    ['0.00', 'No minimum spend'],
    ['0', 'No minimum spend'],
    // A malformed amount from an upstream shows as no threshold rather than breaking the page.
    ['n/a', 'No minimum spend'],
  ])('minimum spend %s reads "%s"', (minPrice, text) => {
    renderWithProviders(
      <MemoryRouter>
        <CouponTicket coupon={coupon(minPrice)} chip />
      </MemoryRouter>,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('CouponTicket validity', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  const fixed: Coupon = { ...coupon('0'), isFixedTime: true, useStartTimeStr: '2026-11-26 11:58:13', useEndTimeStr: '2026-12-31 23:59:59' };

  // The wire's texts are GMT+8 wall-clock times (the default SERVER_TIME_ZONE); the shopper reads the
  // same instants in their own zone, to the minute.
  it.each([
    ['Europe/London', 'Valid Nov 26, 2026, 3:58 AM – Dec 31, 2026, 3:59 PM'],
    ['America/New_York', 'Valid Nov 25, 2026, 10:58 PM – Dec 31, 2026, 10:59 AM'],
  ])('in %s reads "%s"', (tz, text) => {
    process.env.TZ = tz;
    renderWithProviders(
      <MemoryRouter>
        <CouponTicket coupon={fixed} />
      </MemoryRouter>,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});
