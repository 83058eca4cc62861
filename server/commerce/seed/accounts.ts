/** Demo shoppers (also listed in DEMO_ACCOUNTS.md). Money in cents. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@storefront.test', phone: null, countryCode: null, password: 'Demo#2026pass', nickname: 'Demo Shopper', userType: 'email', balance: 500_000, integral: 2000 },
  { email: 'ada@storefront.test', phone: null, countryCode: null, password: 'Ada#2026pass', nickname: 'Ada Lovelace', userType: 'email', balance: 30_000, integral: 500 },
  { email: null, phone: '7700900123', countryCode: '44', password: 'Phone#2026pass', nickname: 'Phone Shopper', userType: 'phone', balance: 0, integral: 0 },
] as const;
