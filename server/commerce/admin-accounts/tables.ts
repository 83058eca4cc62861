import type { Generated, Kysely } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';

/**
 * The consoles' tables (migrations 010_admin_accounts and 011_admin_two_factor); camelCase here, snake_case in the database. Type
 * aliases, not interfaces: Kysely's `withTables` takes only types with an index signature.
 */

/** Which console an account, role, token or log entry belongs to. */
export type AdminSide = 'merchant' | 'platform';

type AdminRolesTable = {
  id: Generated<number>;
  /** The shop a staff role belongs to; 0 for the platform's roles. */
  merId: number;
  side: AdminSide;
  roleName: string;
  /** The permission strings, as a JSON array (`["merchant:product:save", ...]`). */
  rules: string;
  status: number;
  createdAt: string;
  updatedAt: string;
};

type AdminAccountsTable = {
  id: Generated<number>;
  side: AdminSide;
  account: string;
  pwdHash: string;
  realName: string;
  /** A's admin types: 1 platform super, 2 shop owner, 3 operator, 4 shop staff. */
  type: number;
  merId: number;
  roleId: number;
  status: number;
  failedAttempts: number;
  lockedUntil: string | null;
  lastIp: string;
  lastTime: string | null;
  loginCount: number;
  phone: string;
  isDel: number;
  /** The authenticator secret, sealed (secret-box.ts); empty while two-factor sign-in is off. The three totp columns have defaults, so an account is created without them. */
  totpSecret: Generated<string>;
  /** A secret being enrolled from a signed-in session, sealed, until its first code confirms it. */
  totpPending: Generated<string>;
  /** The last 30-second step a code was accepted for: a code is good once. */
  totpLastStep: Generated<number>;
  createdAt: string;
  updatedAt: string;
};

type AdminRecoveryCodesTable = {
  id: Generated<number>;
  adminId: number;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
};

/** Between the password and the code: `verify` an enrolled code, or `enrol` the sealed `pendingSecret`. */
type AdminLoginTicketsTable = {
  ticketHash: string;
  adminId: number;
  side: AdminSide;
  step: 'verify' | 'enrol';
  pendingSecret: string;
  tries: number;
  expiresAt: string;
  createdAt: string;
};

type AdminTokensTable = {
  tokenHash: string;
  adminId: number;
  side: AdminSide;
  expiresAt: string;
  createdAt: string;
};

type AdminOperationLogsTable = {
  id: Generated<number>;
  side: AdminSide;
  adminId: number;
  merId: number;
  adminAccount: string;
  description: string;
  methodType: string;
  method: string;
  requestMethod: string;
  url: string;
  ip: string;
  requestParam: string;
  changes: string;
  result: string;
  status: number;
  errorMsg: string;
  createdAt: string;
};

type AdminTables = {
  adminRoles: AdminRolesTable;
  adminAccounts: AdminAccountsTable;
  adminTokens: AdminTokensTable;
  adminOperationLogs: AdminOperationLogsTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  adminLoginTickets: AdminLoginTicketsTable;
};

export const ADMIN_TYPE = { platformSuper: 1, merchantOwner: 2, platformStaff: 3, merchantStaff: 4 } as const;

/**
 * The columns every new console account starts with, made at `stamp`: active, no role beyond its type,
 * never signed in, not locked. The caller adds who it is (side, account, hash, name, type, shop) and may
 * override the role or phone.
 */
export function freshAccount(stamp: string) {
  return { roleId: 0, status: 1, failedAttempts: 0, lockedUntil: null, lastIp: '', lastTime: null, loginCount: 0, phone: '', isDel: 0, createdAt: stamp, updatedAt: stamp };
}

/** The database with the consoles' tables in view. */
export function adminDb(ctx: Pick<CommerceContext, 'db'>): Kysely<Database & AdminTables> {
  return ctx.db.withTables<AdminTables>();
}
