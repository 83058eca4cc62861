import { bootConsole } from '../../console/boot';
import { cataloguesByLanguage } from '../../console/i18n';
import { App } from './App';

// A shop's staff may turn two-factor sign-in off; the merchant calls live under /api/admin/merchant.
await bootConsole(
  { catalogues: cataloguesByLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')), storageKey: 'seller.lang' },
  { api: '/api/admin/merchant', twoFactorOptional: true },
  <App />,
);
