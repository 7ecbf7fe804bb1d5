import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture's import rules are enforced by ESLint; these checks prove the rules fire, by
// linting a probe file placed (virtually) inside each area and importing a real file elsewhere.
// A probe is in no TypeScript project, so the type-aware rules are left out here (the boundary
// rules need no types).

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** A real .ts/.tsx module inside a folder, found by walking it. */
function firstModule(dir: string): string {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const found = firstModuleOrNull(full);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) return full;
  }
  throw new Error(`no module under ${dir}`);
}
function firstModuleOrNull(dir: string): string | null {
  try {
    return firstModule(dir);
  } catch {
    return null;
  }
}

/** The feature folders of src/web/features (files beside them, a README, are not features). */
function featureFolders(): string[] {
  return readdirSync('src/web/features').filter((f) =>
    statSync(path.join('src/web/features', f)).isDirectory(),
  );
}

function importFrom(fromFile: string, target: string): string {
  let rel = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return `import * as m from '${rel}';\nexport const probe = m;\n`;
}

// The first probe builds ESLint's type-aware program for the whole tree: seconds on a quiet machine,
// far more on a busy one.
describe('architecture boundaries (ESLint)', { timeout: 120_000 }, () => {
  it('fails when src/shared imports server code', async () => {
    const probe = 'src/shared/probe.ts';
    expect(await ruleIds(probe, importFrom(probe, 'src/server/app.ts'))).toContain(
      'import/no-restricted-paths',
    );
  });

  it('fails when src/shared imports web code', async () => {
    const probe = 'src/shared/probe.ts';
    expect(await ruleIds(probe, importFrom(probe, 'src/web/lib/api-client.ts'))).toContain(
      'import/no-restricted-paths',
    );
  });

  it('fails when the web app imports server code', async () => {
    const probe = 'src/web/lib/probe.ts';
    expect(await ruleIds(probe, importFrom(probe, 'src/server/config.ts'))).toContain(
      'import/no-restricted-paths',
    );
  });

  it('fails when one web feature imports another', async () => {
    const features = featureFolders().filter((f) =>
      firstModuleOrNull(path.join('src/web/features', f)),
    );
    expect(features.length).toBeGreaterThanOrEqual(2);
    const [a, b] = features as [string, string];
    const probe = `src/web/features/${a}/probe.ts`;
    const target = firstModule(path.join('src/web/features', b));
    expect(await ruleIds(probe, importFrom(probe, target))).toContain('import/no-restricted-paths');
    // …while importing inside the same feature is fine.
    const own = firstModule(path.join('src/web/features', a));
    expect(await ruleIds(probe, importFrom(probe, own))).not.toContain(
      'import/no-restricted-paths',
    );
  });

  it('fails when a shared web component imports a feature', async () => {
    const features = featureFolders();
    const target = firstModule(path.join('src/web/features', features[0]!));
    const probe = 'src/web/components/probe.ts';
    expect(await ruleIds(probe, importFrom(probe, target))).toContain('import/no-restricted-paths');
  });

  it('fails when process.env is read outside config, tests, scripts and tool configs', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await ruleIds('src/server/modules/probe.ts', code)).toContain(
      'no-restricted-properties',
    );
    expect(await ruleIds('src/web/lib/probe.ts', code)).toContain('no-restricted-properties');
    expect(await ruleIds('src/server/config.ts', code)).not.toContain('no-restricted-properties');
    expect(await ruleIds('scripts/probe.ts', code)).not.toContain('no-restricted-properties');
  });
});
