import { MERCHANT_PERMISSION_GROUPS } from '../../../../../shared/contract/merchant-permissions';
import { MERCHANT_SESSION_PERMISSIONS } from '../../../../../shared/contract/admin-staff';

type Translate = (key: string, o?: Record<string, unknown>) => string;

/**
 * The role editor's permission groups, read from the contract's registry as the console is built: a part of
 * the console added later shows up here with no change. Each permission reads in the merchant's language
 * (`staffPerm.label.<permission with _ for :>`); one the catalogues do not name yet reads as its own words
 * (`merchant:order:send` → "order · send") rather than as a key.
 */
export const PERMISSION_GROUPS: [string, readonly string[]][] = Object.entries(MERCHANT_PERMISSION_GROUPS);

/** Granted to every role by the service: shown ticked and fixed. */
export const ALWAYS_GRANTED: ReadonlySet<string> = new Set(MERCHANT_SESSION_PERMISSIONS);

const keyOf = (permission: string) => permission.replace(/:/g, '_');

const words = (permission: string) => permission.replace(/^merchant:/, '').split(':').join(' · ');

export function permissionLabel(t: Translate, permission: string): string {
  return t(`staffPerm.label.${keyOf(permission)}`, { defaultValue: words(permission) });
}

export function groupLabel(t: Translate, group: string): string {
  return t(`staffPerm.group.${group}`, { defaultValue: group.charAt(0).toUpperCase() + group.slice(1) });
}

/** The parts of the console a role opens, for its summary: the groups it holds anything of, beyond the session basics. */
export function groupsOf(rules: readonly string[]): string[] {
  const held = new Set(rules);
  return PERMISSION_GROUPS.filter(([, perms]) => perms.some((p) => held.has(p) && !ALWAYS_GRANTED.has(p))).map(([g]) => g);
}
