import { z } from 'zod';

/**
 * What an operator may do, one permission per kind of action. Every `/api/operator/*` route
 * declares exactly one (the API refuses to start otherwise), the API checks it on every
 * request, and the console hides what the signed-in operator's roles do not grant: all three
 * read the table below, so they cannot drift apart (decision 026).
 */
export const OPERATOR_PERMISSIONS = [
  /** Signed-in basics: who am I, sign out. Every role has it. */
  'console:use',
  'races:view',
  'races:edit',
  'bets:view',
  'bets:review',
  'players:view',
  /** Credit or debit a player by hand; also approving another operator's large one. */
  'players:adjust',
  'players:cash-in',
  /** Apply a time-out or self-exclusion on the player's request (never lift one; decision 033). */
  'players:protect',
  'audit:view',
  /** The KYC queue opens PANs and identity documents in full, so it has no view-only form. */
  'kyc:review',
  'withdrawals:view',
  /** Approve (first or second sign-off), reject or resend a withdrawal. */
  'withdrawals:review',
  'content:view',
  'content:edit',
  /** Money per race and per day (stakes, returns, refunds, GST, TDS, house result). */
  'reports:view',
  /** TDS withheld per player per year with the full PAN (the TDS return's data). */
  'reports:tax',
  /** Set where the product runs (a state's mode, decision 063) and pay out a closing state: ADMIN only, two of them. */
  'legal:manage',
  /** The player's data requests (export, correction, erasure) and money-laundering alerts (issue 29). */
  'compliance:review',
  /** Draft and send a personal-data breach notice to the affected players: ADMIN only. */
  'breach:notify',
] as const;
export const operatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);
export type OperatorPermission = z.infer<typeof operatorPermissionSchema>;

/**
 * Back-office roles. ADMIN runs everything; TRADER runs race days and the bet review queue;
 * CASHIER handles KYC, withdrawals, retail cash-in, adjustments and the money reports; CONTENT edits banners,
 * tips and promotions; SUPPORT reads (races, bets, players, audit, withdrawals, content)
 * and changes nothing; COMPLIANCE works the data requests and money-laundering alerts, and may
 * read players, withdrawals and the audit trail those need.
 */
export const OPERATOR_ROLES = [
  'ADMIN',
  'TRADER',
  'CASHIER',
  'CONTENT',
  'SUPPORT',
  'COMPLIANCE',
] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  ADMIN: OPERATOR_PERMISSIONS,
  TRADER: ['console:use', 'races:view', 'races:edit', 'bets:view', 'bets:review', 'players:view'],
  CASHIER: [
    'console:use',
    'players:view',
    'players:adjust',
    'players:cash-in',
    'players:protect',
    'kyc:review',
    'withdrawals:view',
    'withdrawals:review',
    'reports:view',
    'reports:tax',
  ],
  CONTENT: ['console:use', 'content:view', 'content:edit'],
  SUPPORT: [
    'console:use',
    'races:view',
    'bets:view',
    'players:view',
    'audit:view',
    'withdrawals:view',
    'content:view',
    'reports:view',
  ],
  COMPLIANCE: [
    'console:use',
    'players:view',
    'audit:view',
    'withdrawals:view',
    'compliance:review',
  ],
};

/** Whether any of the roles grants the permission. */
export function rolesPermit(roles: readonly OperatorRole[], permission: OperatorPermission) {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** An operator holds one role or more, each at most once. */
export const operatorRolesSchema = z
  .array(operatorRoleSchema)
  .min(1, 'Give the operator at least one role')
  .refine((roles) => new Set(roles).size === roles.length, 'Each role at most once');
