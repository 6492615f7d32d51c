// Proves each layer rule in eslint.config.mjs bites: a wrong-way import and a cycle are errors, and an
// allowed import is not. The code is linted as if it were the file at a path; paths and imported modules
// are real ones (the import rules resolve both on disk), picked from disk where other work may move them.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LAYER_RULES = ['import/no-restricted-paths', 'import/no-cycle'];
let eslint: ESLint;
let acyclicEslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // no-cycle first groups the modules on disk into strongly connected components and looks for a cycle
  // only within one; the code linted here differs from the file on disk, so the check of the cycle it
  // adds runs without that shortcut, with the options the project configures.
  const configured = (await eslint.calculateConfigForFile(path.join(ROOT, 'lib/leave/constants.ts'))).rules['import/no-cycle'];
  const [severity, options] = configured as [Linter.Severity, object];
  acyclicEslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': [severity, { ...options, disableScc: true }] } } });
});

/** Some module in `dir` (recursively), as a path from the root. */
function someFile(dir: string): string {
  const entries = fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).sort();
  const file = entries.find((entry) => /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'));
  if (!file) throw new Error(`no module in ${dir}`);
  return `${dir}/${file}`;
}
const someModule = (dir: string) => `@/${someFile(dir).replace(/\.tsx?$/, '')}`;

/** The layer rules the code breaks, linted as the file at `filePath`. */
async function layerErrors(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(ROOT, filePath) });
  if (!result) throw new Error(`nothing linted as ${filePath}`);
  const crashed = result.messages.find((message) => message.fatal);
  if (crashed) throw new Error(crashed.message);
  return result.messages.filter((message) => LAYER_RULES.includes(message.ruleId ?? '')).map((message) => message.ruleId as string);
}

const importing = (specifier: string) => `import * as target from '${specifier}';\nexport const used = target;\n`;

// The first lint of a page reads the modules of the whole app for no-cycle: seconds on a busy machine.
describe('the layer rules', { timeout: 120_000 }, () => {
  it.each([
    ['db/ importing lib/', () => 'db/client.ts', () => '@/lib/time'],
    ['lib/ importing components/', () => 'lib/time.ts', () => someModule('components/ui')],
    ['lib/ importing app/', () => 'lib/seed/random.ts', () => '@/app/api/prefetch'],
    ['lib/client importing db/', () => 'lib/client/api.ts', () => '@/db/schema/enums'],
    ['a hook importing db/', () => 'lib/leave/hooks.ts', () => '@/db/schema/enums'],
    ['components/ui importing a feature', () => someFile('components/ui'), () => someModule('components/leave')],
    ['a feature importing another feature', () => someFile('components/leave'), () => someModule('components/attendance')],
    ['a feature importing the home page', () => someFile('components/leave'), () => someModule('components/home')],
    ['a component importing db/', () => someFile('components/leave'), () => '@/db/schema/enums'],
    ['a page importing a route module', () => 'app/(app)/leave/page.tsx', () => '@/app/api/health/route'],
    ['a career page importing a route module', () => someFile('app/(site)'), () => '@/app/api/health/route'],
    ['a route importing components/', () => 'app/api/health/route.ts', () => someModule('components/ui')],
  ])('refuse %s', async (_name, file, target) => {
    expect(await layerErrors(file(), importing(target()))).toEqual(['import/no-restricted-paths']);
  });

  it.each([
    ['lib/ importing db/', () => 'lib/time.ts', () => '@/db/client'],
    ['db/ importing db/', () => 'db/client.ts', () => '@/db/schema'],
    ['a feature importing components/ui', () => someFile('components/leave'), () => someModule('components/ui')],
    ['a feature importing its own folder', () => someFile('components/leave'), () => someModule('components/leave')],
    ['a feature importing the shell', () => someFile('components/careers'), () => someModule('components/shell')],
    ['the shell importing a feature', () => someFile('components/shell'), () => someModule('components/leave')],
    ['the home page importing features', () => someFile('components/home'), () => someModule('components/attendance')],
    ['a page reading through prefetch', () => 'app/(app)/leave/page.tsx', () => '@/app/api/prefetch'],
    ['a route importing lib/', () => 'app/api/health/route.ts', () => '@/lib/api/route'],
  ])('allow %s', async (_name, file, target) => {
    expect(await layerErrors(file(), importing(target()))).toEqual([]);
  });

  // lib/leave/working-days.ts imports ./constants, so constants importing it back closes a loop.
  it('refuse an import cycle', async () => {
    expect(await layerErrors('lib/leave/constants.ts', importing('./working-days'), acyclicEslint)).toEqual(['import/no-cycle']);
  });

  it('let a type-only import close a loop, as nothing of it runs', async () => {
    const code = "import type { countLeaveDays } from './working-days';\nexport type Counter = typeof countLeaveDays;\n";
    expect(await layerErrors('lib/leave/constants.ts', code, acyclicEslint)).toEqual([]);
  });
});
