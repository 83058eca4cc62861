import { bootConsole } from '../../console/boot';
import { cataloguesByLanguage } from '../../console/i18n';
import { App } from './App';

// Operators must keep two-factor sign-in; the platform calls live under /api/admin/platform.
await bootConsole(
  { catalogues: cataloguesByLanguage(import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')), storageKey: 'admin.lang' },
  { api: '/api/admin/platform', twoFactorOptional: false },
  <App />,
);
