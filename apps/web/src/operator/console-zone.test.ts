import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository root, where eslint.config.js is (this file is apps/web/src/operator/…). */
const root = decodeURIComponent(new URL(import.meta.url).pathname).replace(
  /apps\/web\/src\/operator\/[^/]+$/,
  '',
);

/** The repository's own lint configuration, run on one file's text as if it lived at `path`. */
async function forbiddenImports(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    // Only the boundary rule: type-aware rules need a program, which this text is not part of.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${path}` });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the console lint zone', { timeout: 60_000 }, () => {
  it('fails an import from the console into a player feature', async () => {
    const messages = await forbiddenImports(
      'operator/features/races/components/fixture.tsx',
      "import { MAX_SLIP_LINES } from '../../../../features/bet-slip/slip-reducer';\nexport const used = MAX_SLIP_LINES;\n",
    );
    expect(messages).toEqual([expect.stringContaining('never a player feature or src/app')]);
  });

  it('fails an import from the console into src/app', async () => {
    const messages = await forbiddenImports(
      'operator/fixture.tsx',
      "import { theme } from '../app/theme';\nexport const used = theme;\n",
    );
    expect(messages).toEqual([expect.stringContaining('never a player feature or src/app')]);
  });

  it('fails an import from a player feature into the console', async () => {
    const messages = await forbiddenImports(
      'features/bet-slip/fixture.ts',
      "import { consolePaths } from '../../operator/lib/operator-paths';\nexport const used = consolePaths;\n",
    );
    expect(messages).toEqual([expect.stringContaining('know nothing of the console')]);
  });

  it('fails a console section importing another section', async () => {
    const messages = await forbiddenImports(
      'operator/features/races/components/fixture.tsx',
      "import { RacePoolsPanel } from '../../tote/components/race-pools-panel';\nexport const used = RacePoolsPanel;\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('Console sections do not import each other'),
    ]);
  });

  it('fails a section or the console lib importing a screen or the shell', async () => {
    const fromSection = await forbiddenImports(
      'operator/features/board/components/fixture.tsx',
      "import BoardScreen from '../../../screens/board-screen';\nexport const used = BoardScreen;\n",
    );
    expect(fromSection).toEqual([expect.stringContaining("Only the console's screens and shell")]);
    const fromLib = await forbiddenImports(
      'operator/lib/fixture.ts',
      "import { consoleSections } from '../console-sections';\nexport const used = consoleSections;\n",
    );
    expect(fromLib).toEqual([expect.stringContaining("Only the console's screens and shell")]);
  });

  it('fails the console lib importing a section', async () => {
    const messages = await forbiddenImports(
      'operator/lib/fixture.ts',
      "import { getLivePools } from '../features/tote/api/tote-pools-api';\nexport const used = getLivePools;\n",
    );
    expect(messages).toEqual([expect.stringContaining('stay section-free')]);
  });

  it('passes a screen composing two sections', async () => {
    const messages = await forbiddenImports(
      'operator/screens/fixture.tsx',
      [
        "import { ReviewSection } from '../features/review/components/review-section';",
        "import { PalpableErrorsPanel } from '../features/trading/components/palpable-errors-panel';",
        'export const used = [ReviewSection, PalpableErrorsPanel];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('passes the console importing the shared layers', async () => {
    const messages = await forbiddenImports(
      'operator/features/races/components/fixture.tsx',
      [
        "import { formatIndiaDateTime } from '../../../../lib/india-date-time';",
        "import { LoadError } from '../../../../components/load-error';",
        "import { apiPaths } from '../../../../config/paths';",
        "import { consolePaths } from '../../../lib/operator-paths';",
        'export const used = [formatIndiaDateTime, LoadError, apiPaths, consolePaths];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
