import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's module allow-list (decision 083) is declared once, in eslint.config.js; lint is
 * generated from it. These tests hold the table to the folders, to the directions the old
 * deny-list kept, and prove lint refuses an import the table does not declare.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MODULES = 'apps/api/src/modules';

interface LintConfig {
  apiModuleImports: Record<string, string[]>;
  listApiModules(): string[];
}

/** Mutual pairs the table still declares, each to break; none may be added. */
const MUTUAL_PAIRS_TO_BREAK = [
  'cashier <-> legal',
  'customers <-> legal',
  'data-rights <-> protections',
  'races <-> tote',
  'races <-> video',
  'settlement <-> tote',
];

let table: Record<string, string[]>;
let folders: string[];

beforeAll(async () => {
  const config = (await import(
    pathToFileURL(resolve(ROOT, 'eslint.config.js')).href
  )) as LintConfig;
  table = config.apiModuleImports;
  folders = config.listApiModules();
});

function mayImport(module: string, other: string): boolean {
  return table[module]?.includes(other) ?? false;
}

describe('the API module allow-list', () => {
  it('has a line for every module folder, and names only module folders', () => {
    expect(Object.keys(table).sort()).toEqual([...folders].sort());
    for (const [module, allowed] of Object.entries(table)) {
      for (const other of allowed) {
        expect(folders, `${module} lists ${other}`).toContain(other);
        expect(other, `${module} lists itself`).not.toBe(module);
      }
    }
  });

  it('declares no mutual pair beyond the ones left to break (bets/trading and customers/identity are broken)', () => {
    const mutual = Object.keys(table)
      .flatMap((module) =>
        table[module]!.filter((other) => module < other && mayImport(other, module)).map(
          (other) => `${module} <-> ${other}`,
        ),
      )
      .sort();
    expect(mutual).toEqual(MUTUAL_PAIRS_TO_BREAK);
    expect(mayImport('bets', 'trading')).toBe(false);
    expect(mayImport('customers', 'identity')).toBe(false);
  });

  it('keeps the directions of the layers: leaves, races, bets, settlement, trading, the race verbs, sign-in', () => {
    for (const leaf of ['audit', 'notifications', 'reference', 'tax'])
      expect(table[leaf]).toEqual([]);
    const operatorSide = ['race-admin', 'race-control', 'race-clock', 'simulator'];
    const forbidden: Record<string, string[]> = {
      races: [
        'bets',
        'settlement',
        'trading',
        'cashier',
        'wallet',
        'debts',
        'protections',
        ...operatorSide,
      ],
      bets: ['settlement', 'cashier', 'debts', 'trading', ...operatorSide],
      settlement: ['trading', ...operatorSide],
      trading: operatorSide,
      identity: ['operators', 'cashier', 'settlement'],
    };
    for (const [module, others] of Object.entries(forbidden)) {
      for (const other of others)
        expect(mayImport(module, other), `${module} -> ${other}`).toBe(false);
    }
    const raceDrivers = ['price-feeds', 'race-clock', 'simulator'];
    const driversOfRaceControl = Object.keys(table).filter((m) => mayImport(m, 'race-control'));
    expect(driversOfRaceControl.sort()).toEqual(raceDrivers);
  });
});

describe('lint on a module import', () => {
  // Only the import rules matter here: typed linting would build a whole program per file.
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

  async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
    return result!.messages
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => message.message);
  }

  it('refuses identity importing cashier or settlement, and names the table', async () => {
    const errors = await boundaryErrors(
      `${MODULES}/identity/boundary-probe.ts`,
      [
        "export { addBeneficiary } from '../cashier/add-beneficiary';",
        "export { settleRace } from '../settlement/settle-race';",
        "export type { BetRow } from '../bets/bets.schema';",
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    for (const error of errors)
      expect(error).toContain('identity may import audit, auth, customers, notifications');
  });

  it('refuses the broken pairs: bets importing trading, customers importing identity', async () => {
    expect(
      await boundaryErrors(
        `${MODULES}/bets/boundary-probe.ts`,
        "export { findPalpableRequests } from '../trading/palpable-errors';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        `${MODULES}/customers/boundary-probe.ts`,
        "export type { IdentityDeps } from '../identity/identity-deps';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a module import what its line declares, and a test reach across', async () => {
    const declared = "export { findPlayerById } from '../customers/find-player';\n";
    expect(await boundaryErrors(`${MODULES}/identity/boundary-probe.ts`, declared)).toEqual([]);
    const acrossInTest = "export { addBeneficiary } from '../cashier/add-beneficiary';\n";
    expect(
      await boundaryErrors(`${MODULES}/identity/boundary-probe.test.ts`, acrossInTest),
    ).toEqual([]);
  });

  it('keeps the platform free of modules', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/ledger/boundary-probe.ts',
      "export { recordAudit } from '../modules/audit/record-audit';\n",
    );
    expect(errors).toHaveLength(1);
  });
});
