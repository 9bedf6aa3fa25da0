// The security suite (docs/security.md): every security test names the OWASP ASVS 5.0 requirement it
// checks, so that `pnpm --filter @sereno/api test:security` (vitest -t ASVS) runs all of them and a
// reader of a failure knows what broke. The files below hold security tests only: each of their tests
// must name a requirement, in its own title or in a describe around it. Elsewhere a security test is
// named by hand, and any ASVS name must be a well-formed requirement id.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

const securityFiles = [
  'auth/auto-login.test.ts',
  'auth/password-reset.test.ts',
  'auth/reset-answers-first.postgres.test.ts',
  'events/stream-caps.test.ts',
  'platform/access-matrix.test.ts',
  'platform/cross-site.test.ts',
  'platform/empty-updates.test.ts',
  'platform/openapi-fuzz.test.ts',
  'platform/route-guard.test.ts',
  'platform/session/session.test.ts',
  'users/session-routes.test.ts',
];

/** "ASVS V7.4.5" or "ASVS 5.0 V7.4.5", and further ids after a comma ("ASVS V3.3.2, V3.3.4"). */
const requirement = /\bASVS (?:5\.0 )?V\d{1,2}\.\d{1,2}\.\d{1,2}\b/;
const anyAsvsMention = /\bASVS\b[^)]*/g;
const wellFormedMention = /^ASVS (?:5\.0 )?V\d{1,2}\.\d{1,2}\.\d{1,2}(?:(?:, | \/ )V\d{1,2}\.\d{1,2}\.\d{1,2})*/;

interface TestCase {
  /** The describe titles around it, then its own. */
  names: string[];
  line: number;
}

/** The title of a describe/it/test call (`it.each(rows)(title, …)` too), as written: a template keeps its text. */
function titleOf(call: ts.CallExpression, source: ts.SourceFile): { kind: 'describe' | 'test'; title: string } | null {
  // The inner `it.each(rows)` of `it.each(rows)(title, …)` has rows, not a title.
  if (ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'each') return null;
  let callee: ts.Expression = ts.isCallExpression(call.expression) ? call.expression.expression : call.expression;
  while (ts.isPropertyAccessExpression(callee)) callee = callee.expression; // it.each, describe.sequential
  if (!ts.isIdentifier(callee)) return null;
  const kind = callee.text === 'describe' ? 'describe' : callee.text === 'it' || callee.text === 'test' ? 'test' : null;
  const first = call.arguments[0];
  if (!kind || !first || !(ts.isStringLiteralLike(first) || ts.isTemplateExpression(first))) return null;
  return { kind, title: first.getText(source).slice(1, -1) };
}

function testsOf(file: string): TestCase[] {
  const text = readFileSync(path.join(srcDir, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: TestCase[] = [];
  const visit = (node: ts.Node, around: string[]) => {
    if (ts.isCallExpression(node)) {
      const titled = titleOf(node, source);
      if (titled?.kind === 'test') {
        found.push({ names: [...around, titled.title], line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
        return;
      }
      if (titled?.kind === 'describe') {
        node.arguments.forEach((argument) => visit(argument, [...around, titled.title]));
        return;
      }
    }
    node.forEachChild((child) => visit(child, around));
  };
  visit(source, []);
  return found;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(srcDir, full).split(path.sep).join('/')] : [];
  });
}

describe('the security suite (docs/security.md)', () => {
  it.each(securityFiles)('%s: every test names the ASVS requirement it checks', (file) => {
    const tests = testsOf(file);
    expect(tests.length, `no test found in ${file}`).toBeGreaterThan(0);
    const unnamed = tests.filter((test) => !test.names.some((name) => requirement.test(name))).map((test) => `${file}:${test.line} ${test.names.join(' › ')}`);
    expect(unnamed).toEqual([]);
  });

  it('names requirements well everywhere: "ASVS V<chapter>.<section>.<requirement>"', () => {
    const malformed = testFiles(srcDir)
      .filter((file) => file !== 'security-suite.test.ts')
      .flatMap((file) =>
        testsOf(file).flatMap((test) =>
          test.names
            .flatMap((name) => [...name.matchAll(anyAsvsMention)].map((match) => match[0]))
            .filter((mention) => !wellFormedMention.test(mention))
            .map((mention) => `${file}:${test.line} "${mention}"`),
        ),
      );
    expect(malformed).toEqual([]);
  });

  it('finds the security tests of the other files by their names too', () => {
    const elsewhere = testFiles(srcDir)
      .filter((file) => !securityFiles.includes(file))
      .flatMap((file) => testsOf(file).filter((test) => test.names.some((name) => requirement.test(name))));
    // Logins, uploads, devices, rooms and the outbox hold security tests among others.
    expect(elsewhere.length).toBeGreaterThanOrEqual(20);
  });
});
