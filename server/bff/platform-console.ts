import { consoleRouteGroup } from './console-group';

/**
 * The platform console's calls (`/api/admin/platform/...`), with the operator's token sealed into the
 * console's own cookie (`__Secure-psid`, path `/api/admin/platform`); see console-group.ts.
 */
export const platformConsoleRoutes = consoleRouteGroup('platform');
