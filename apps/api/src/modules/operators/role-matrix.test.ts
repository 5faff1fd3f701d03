import {
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  rolesPermit,
  type ErrorBody,
  type OperatorRole,
} from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { operatorRoutesOf, urlOf, type OperatorRoute } from '../../../test/operator-routes';
import { signedInOperator } from '../../../test/operators';

/**
 * The role matrix, generated from the OpenAPI document: every /api/operator/* route declares
 * one permission, and every role either gets past the guard or a 403 FORBIDDEN, exactly as
 * ROLE_PERMISSIONS in the contract says. The outcome is written to
 * docs/operator-role-matrix.md, so a change of who may do what shows in review.
 */
describe('operator roles, enforced on every route', () => {
  let subject: TestApp;
  let routes: OperatorRoute[];
  const auth = {} as Record<OperatorRole, { authorization: string }>;
  beforeAll(async () => {
    subject = await buildTestApp();
    // Signing out ends the caller's session, so it goes last.
    routes = operatorRoutesOf(subject.app).sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const role of OPERATOR_ROLES) auth[role] = (await signedInOperator(subject, role)).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  it('finds every route with one declared permission, and uses every permission', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const undeclared = routes.filter((route) => !route.permission);
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const paths = (subject.app.swagger() as { paths: Record<string, Record<string, unknown>> })
      .paths;
    for (const route of routes) {
      const operation = paths[route.path]?.[route.method.toLowerCase()] as {
        responses: Record<string, unknown>;
      };
      expect(Object.keys(operation.responses), `${route.method} ${route.path}`).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    }
    const used = new Set(routes.map((route) => route.permission));
    expect(OPERATOR_PERMISSIONS.filter((permission) => !used.has(permission))).toEqual([]);
  });

  it('lets each role through exactly the routes its permissions allow, and 403s the rest', async () => {
    const outcomes = new Map<string, Record<OperatorRole, boolean>>();
    const permissions = new Map<string, string>();
    for (const route of routes) {
      const row = {} as Record<OperatorRole, boolean>;
      for (const role of OPERATOR_ROLES) {
        const response = await subject.app.inject({
          method: route.method,
          url: urlOf(route, randomUUID()),
          headers: { ...auth[role], 'idempotency-key': `matrix-${randomUUID()}` },
          payload: {},
        });
        const label = `${role} ${route.method} ${route.path}`;
        const isAllowed = rolesPermit([role], route.permission ?? 'console:use');
        if (isAllowed) {
          // Past the guard: whatever the empty body or unknown id earns, it is not a refusal.
          expect([401, 403], label).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json<ErrorBody>().code, label).toBe('FORBIDDEN');
        }
        row[role] = isAllowed;
      }
      outcomes.set(`${route.method} ${route.path}`, row);
      permissions.set(`${route.method} ${route.path}`, route.permission ?? '');
    }

    // The dangerous cells, spelled out rather than derived from the table under test.
    const allowed = (role: OperatorRole, route: string) => outcomes.get(route)?.[role];
    const adjust = 'POST /api/operator/players/{uid}/adjustments';
    expect([...OPERATOR_ROLES].filter((role) => allowed(role, adjust))).toEqual([
      'ADMIN',
      'CASHIER',
    ]);
    expect(allowed('TRADER', 'POST /api/operator/withdrawals/{uid}/approve')).toBe(false);
    expect(allowed('TRADER', 'POST /api/operator/kyc/{playerUid}/approve')).toBe(false);
    expect(allowed('CASHIER', 'POST /api/operator/races/{uid}/result')).toBe(false);
    expect(allowed('CONTENT', 'GET /api/operator/players/{uid}')).toBe(false);
    expect(allowed('CONTENT', 'POST /api/operator/content/banners')).toBe(true);
    expect(allowed('SUPPORT', 'GET /api/operator/kyc')).toBe(false);
    for (const [route, row] of outcomes) {
      const isSignOut = route.endsWith('/auth/logout');
      if (!route.startsWith('GET ') && !isSignOut)
        expect(row.SUPPORT, `SUPPORT ${route}`).toBe(false);
      expect(row.ADMIN, `ADMIN ${route}`).toBe(true);
    }

    await expect(matrixDocument(outcomes, permissions)).toMatchFileSnapshot(
      '../../../../../docs/operator-role-matrix.md',
    );
  });
});

/** A markdown table, padded as Prettier pads it, so the file passes `prettier --check`. */
function matrixDocument(
  outcomes: Map<string, Record<OperatorRole, boolean>>,
  permissions: Map<string, string>,
): string {
  const header = ['Route', 'Permission', ...OPERATOR_ROLES];
  const rows = [...outcomes].map(([route, row]) => [
    `\`${route}\``,
    `\`${permissions.get(route) ?? ''}\``,
    ...OPERATOR_ROLES.map((role) => (row[role] ? 'yes' : '403')),
  ]);
  return renderTable(header, rows);
}

function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    '# Operator role matrix',
    '',
    'Generated by `apps/api/src/modules/operators/role-matrix.test.ts` from the OpenAPI document',
    'and checked against the running API: `yes` gets past the guard, `403` is refused. The roles',
    'and their permissions are `ROLE_PERMISSIONS` in `packages/contract/src/operator-roles.ts`',
    '(decision 026). Do not edit by hand: run the test with `-u` after changing them.',
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
  ].join('\n');
}
