import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The layer rules are lint rules; these tests lint small sources placed (virtually) in real
 * projects, so a change to the config or to a project's tags that stops guarding a layer fails.
 */
describe('layer rules (@nx/enforce-module-boundaries)', () => {
  beforeAll(() => {
    // The rule reads the cached project graph; computing it is what `npm run lint` does first.
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/nx/bin/nx.js'), 'show', 'projects'], { cwd: ROOT, stdio: 'ignore' });
  });

  // ESLint runs as its own process, as in `npm run lint` (its config is an ES module).
  const problems = async (file: string, code: string): Promise<string[]> => {
    let output: string;
    try {
      output = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', path.join(ROOT, file), '--format', 'json'], {
        cwd: ROOT,
        input: code,
        encoding: 'utf8',
      });
    } catch (error) {
      const failed = error as { status?: number; stdout?: string; stderr?: string };
      if (failed.status !== 1 || !failed.stdout) throw new Error(`eslint failed: ${failed.stderr ?? String(error)}`);
      output = failed.stdout; // exit code 1 when problems are found
    }
    const [result] = JSON.parse(output) as { messages: { ruleId: string; message: string }[] }[];
    return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
  };

  it('fails when a domain file imports an ORM', async () => {
    const found = await problems('libs/identity/domain/src/probe.ts', "import { DataSource } from 'typeorm';\nexport const x = DataSource;\n");
    expect(found.join('\n')).toMatch(/type:domain.*not allowed to import "typeorm"/);
  });

  it('fails when a domain file imports an infrastructure lib', async () => {
    const found = await problems(
      'libs/identity/domain/src/probe.ts',
      "import { FilesInfrastructureModule } from '@backoffice/files/infrastructure';\nexport const x = FilesInfrastructureModule;\n",
    );
    expect(found.join('\n')).toMatch(/type:domain.*can only depend on/);
  });

  it('fails when an application lib imports TypeORM', async () => {
    const found = await problems('libs/files/application/src/probe.ts', "import { Repository } from 'typeorm';\nexport type X = Repository<object>;\n");
    expect(found).not.toHaveLength(0);
  });

  it("fails when one context reaches into another context's infrastructure", async () => {
    const found = await problems(
      'libs/files/infrastructure/src/probe.ts',
      "import { Sha256ApiKeySecrets } from '@backoffice/identity/infrastructure';\nexport const x = Sha256ApiKeySecrets;\n",
    );
    expect(found.join('\n')).toMatch(/scope:files/);
  });

  it("allows infrastructure to use another context's application lib", async () => {
    const found = await problems('libs/files/infrastructure/src/probe.ts', "import { IssueApiKey } from '@backoffice/identity/application';\nexport const x = IssueApiKey;\n");
    expect(found).toEqual([]);
  });

  it('fails when a library imports the composition root (only apps wire contexts together)', async () => {
    // A library outside the composition's own dependencies meets the tag rule itself.
    const sdk = await problems('libs/sdk/src/probe.ts', "import { contexts } from '@backoffice/platform/composition';\nexport const x = contexts;\n");
    expect(sdk.join('\n')).toMatch(/type:sdk.*can only depend on/);
    // An infrastructure lib is one of them: importing the root is a cycle, reported before the tags.
    const infrastructure = await problems('libs/shared/ratelimit/src/probe.ts', "import { contexts } from '@backoffice/platform/composition';\nexport const x = contexts;\n");
    expect(infrastructure.join('\n')).toMatch(/Circular dependency between "shared-ratelimit" and "platform-composition"|type:infrastructure.*can only depend on/);
  });

  it('lets an app import the composition root', async () => {
    const found = await problems('apps/worker/src/probe.ts', "import { ALL_CONTEXTS } from '@backoffice/platform/composition';\nexport const x = ALL_CONTEXTS;\n");
    expect(found).toEqual([]);
  });

  it('fails when the shared kernel imports a framework', async () => {
    const found = await problems('libs/shared/kernel/src/probe.ts', "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n");
    expect(found).not.toHaveLength(0);
  });
});
