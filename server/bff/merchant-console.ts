import { consoleRouteGroup } from './console-group';

/**
 * The merchant console's calls (`/api/admin/merchant/...`), with the shop account's token sealed into
 * the console's own cookie (`__Secure-msid`, path `/api/admin/merchant`); see console-group.ts.
 */
export const merchantConsoleRoutes = consoleRouteGroup('merchant');
