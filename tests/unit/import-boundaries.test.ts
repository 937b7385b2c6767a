import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of ARCHITECTURE.md, checked on every import of every file under src/,
 * type-only imports, re-exports, dynamic imports and `import('x')` types included:
 * - src/web imports only src/web and src/contracts; inside it, src/web/components import no
 *   feature, screen or app module; src/web/features/<a> imports no other feature src/web/features/<b>
 *   and no screen; src/web/routes/<a> imports no other screen's folder src/web/routes/<b> (shared
 *   pieces live in components/, the shell's cross-cutting parts in app/; decision 0026);
 * - src/payments imports only src/payments, src/contracts and src/platform;
 * - src/api/<a> imports of another domain src/api/<b> only `service.ts` (never its repository,
 *   schema or routes), and nothing of src/web or src/payments (contracts are the only code the
 *   three share);
 * - src/contracts imports only src/contracts;
 * - no barrel `index.ts` anywhere under src.
 * npm packages and Node built-ins are always allowed. Test files (`*.test.ts`) follow the same
 * rules and may also use tests/support. Files at the top of src (app.ts, server.ts,
 * storefront-host.ts: the composition roots) and src/platform and src/cli have no rule here.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Rule breaks that exist on main and belong to someone else's work, each with its reason. The
 * run warns when one is fixed and still listed; take it off then, so the list only shrinks.
 */
const knownViolations: Record<string, string> = {};

export interface ImportRef {
  specifier: string;
  line: number;
  typeOnly: boolean;
}

/** Every module a file names: imports, `import type`, re-exports, `import()`, `require()`, import types. */
export function importsOf(fileName: string, text: string): ImportRef[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: ImportRef[] = [];
  const add = (node: ts.Node, literal: ts.Node | undefined, typeOnly: boolean) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    found.push({
      specifier: literal.text,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      typeOnly,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node, node.moduleSpecifier, Boolean(node.importClause?.isTypeOnly));
    else if (ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node, node.moduleReference.expression, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal, true);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isImport || isRequire) add(node, node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

type Area = { area: string; domain?: string; rest: string };

/** Which part of the layout a repository-relative path belongs to. */
function areaOf(file: string): Area {
  const parts = file.split('/');
  if (parts[0] !== 'src') return { area: 'outside', rest: file };
  if (parts.length === 2) return { area: 'root', rest: parts[1] ?? '' };
  if (parts[1] === 'api' && parts.length >= 4) return { area: 'api', domain: parts[2], rest: parts.slice(3).join('/') };
  return { area: parts[1] ?? '', rest: parts.slice(2).join('/') };
}

/** The repository-relative file a specifier names, or null for an npm package or a built-in. */
function resolveTarget(importer: string, specifier: string): string | null {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(importer), bare));
  if (bare.startsWith('/')) return path.posix.normalize(bare.slice(1));
  if (bare.startsWith('src/')) return path.posix.normalize(bare);
  return null;
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * The storefront's layers (paths inside src/web): components use none of features, routes and app;
 * a feature uses no other feature and no screen; a screen's folder uses no other screen's folder.
 */
function webRuleBreak(from: string, to: string): string | null {
  const [fromLayer, fromPart] = from.split('/');
  const [toLayer, toPart] = to.split('/');
  if (fromLayer === 'components' && ['features', 'routes', 'app'].includes(toLayer ?? '')) {
    return 'src/web/components import no feature, screen or app module';
  }
  if (fromLayer === 'features' && toLayer === 'routes') return 'src/web/features import no screen (src/web/routes)';
  if (fromLayer === 'features' && toLayer === 'features' && fromPart !== toPart) {
    const move = 'move the shared piece to components/ or app/';
    return `src/web/features/${fromPart} may not import another feature (src/web/features/${toPart}): ${move}`;
  }
  if (fromLayer === 'routes' && toLayer === 'routes' && fromPart !== toPart) {
    return `src/web/routes/${fromPart} may not import another screen's folder (src/web/routes/${toPart})`;
  }
  return null;
}

/** Why `importer` may not import `target`, or null when it may. */
function ruleBreak(importer: string, target: string): string | null {
  const from = areaOf(importer);
  const to = areaOf(target);
  if (to.area === 'outside' && isTestFile(importer) && target.startsWith('tests/support/')) return null;
  switch (from.area) {
    case 'web':
      if (to.area !== 'web') return to.area === 'contracts' ? null : 'src/web imports only src/web and src/contracts';
      return webRuleBreak(from.rest, to.rest);
    case 'payments':
      return ['payments', 'contracts', 'platform'].includes(to.area)
        ? null
        : 'src/payments imports only src/payments, src/contracts and src/platform';
    case 'contracts':
      return to.area === 'contracts' ? null : 'src/contracts imports only src/contracts';
    case 'api': {
      if (to.area === 'web' || to.area === 'payments')
        return 'the API shares only src/contracts with the storefront and the payment service';
      if (to.area !== 'api' || to.domain === from.domain) return null;
      return to.rest === 'service.ts'
        ? null
        : `src/api/${from.domain} may use another domain only through its service.ts`;
    }
    default:
      return null;
  }
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  target?: string;
  rule: string;
}

/** Every broken rule among the given files (repository-relative path to source text). */
export function findViolations(files: Record<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (!file.startsWith('src/')) continue;
    if (/(^|\/)index\.(ts|tsx|mts|cts|js|jsx|mjs)$/.test(file)) {
      violations.push({
        file,
        line: 1,
        specifier: '',
        rule: 'no barrel index files under src: import the module itself',
      });
    }
    for (const ref of importsOf(file, text)) {
      const target = resolveTarget(file, ref.specifier);
      if (target === null) continue;
      const rule = ruleBreak(file, target);
      if (rule)
        violations.push({
          file,
          line: ref.line,
          specifier: ref.specifier,
          target,
          rule: ref.typeOnly ? `${rule} (type-only imports too)` : rule,
        });
    }
  }
  return violations;
}

const format = (v: Violation) =>
  `${v.file}:${v.line} ${v.specifier ? `imports '${v.specifier}' (${v.target}): ` : ''}${v.rule}`;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mts|cts|js|jsx|mjs)$/.test(name) ? [rel] : [];
  });
}

describe('the import rules of ARCHITECTURE.md on src/', () => {
  const files = Object.fromEntries(sourceFiles('src').map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
  const all = findViolations(files);
  const key = (v: Violation) => `${v.file} -> ${v.target}`;

  it('when every file under src is read, then it finds the layout and its imports', () => {
    const names = Object.keys(files);
    for (const area of ['src/web/', 'src/contracts/', 'src/platform/', 'src/payments/', 'src/api/']) {
      expect(
        names.some((n) => n.startsWith(area)),
        area,
      ).toBe(true);
    }
    const relative = Object.entries(files)
      .flatMap(([f, t]) => importsOf(f, t))
      .filter((r) => r.specifier.startsWith('.'));
    expect(relative.length).toBeGreaterThan(50);
  });

  it('when imports are checked, then no rule is broken', () => {
    expect(all.filter((v) => !knownViolations[key(v)]).map(format)).toEqual([]);
    // A fixed entry is not a failure (its owner cannot edit this list), but it is said until cleaned.
    const present = new Set(all.map(key));
    const stale = Object.keys(knownViolations).filter((k) => !present.has(k));
    if (stale.length) console.warn(`import-boundaries: fixed, take off knownViolations:\n  ${stale.join('\n  ')}`);
  });
});

describe('the import rule checker', () => {
  const check = (file: string, text: string) => findViolations({ [file]: text }).map((v) => v.rule);

  it('when the storefront imports the API, platform or payments in any form, then each is a break', () => {
    const text = [
      "import { x } from '../../../api/accounts/service.ts';",
      "import type { Config } from '../../../platform/config.ts';",
      "export { y } from '../../../payments/app.ts';",
      "export type { Z } from '../../../platform/context.ts';",
      "const lazy = () => import('../../../api/catalogue/routes.ts');",
      "type T = typeof import('../../../platform/logger.ts');",
      "const r = require('../../../cli/seed/seed-if-empty.ts');",
    ].join('\n');
    const found = findViolations({ 'src/web/features/cart/cart.tsx': text });
    expect(found.map((v) => v.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(found[1]?.rule).toContain('type-only');
  });

  it('when the storefront imports web, contracts, packages and assets, then nothing breaks', () => {
    const text =
      "import { z } from 'zod';\nimport { useQuery } from '@tanstack/react-query';\nimport { paths } from '../../../contracts/paths.ts';\nimport s from './cart.module.css';\nimport url from '../../public/logo.svg?url';\nimport { readFile } from 'node:fs';";
    expect(check('src/web/features/cart/cart.tsx', text)).toEqual([]);
  });

  it('when a storefront feature imports another feature or a screen, then it breaks; app, components are fine', () => {
    const feature = 'src/web/features/account/address-book.tsx';
    expect(check(feature, "import { useToast } from '../shell/toasts.tsx';")).toHaveLength(1);
    expect(check(feature, "import { NotFound } from '../../routes/not-found-screen.tsx';")).toHaveLength(1);
    expect(check(feature, "const m = () => import('../search/suggestions.tsx');")).toHaveLength(1);
    const fine = [
      "import { useToast } from '../../app/toasts.tsx';",
      "import { Loading } from '../../components/screen-states.tsx';",
      "import { x } from './address-rules.ts';",
    ];
    expect(check(feature, fine.join('\n'))).toEqual([]);
  });

  it('when a component imports a feature, a screen or the app, or a screen another screen, then it breaks', () => {
    const component = 'src/web/components/not-found.tsx';
    expect(check(component, "import { useUser } from '../app/use-user.ts';")).toHaveLength(1);
    expect(check(component, "import s from '../features/content/widgets.module.css';")).toHaveLength(1);
    const own = "import { retry } from '../texts.ts';\nimport { f } from './format-price.ts';";
    expect(check(component, own)).toEqual([]);
    const screen = 'src/web/routes/sellers/sellers-screen.tsx';
    expect(check(screen, "import { d } from '../product/delivery-section.tsx';")).toHaveLength(1);
    const fine = [
      "import { p } from '../../features/pincode/pincode-input.tsx';",
      "import { v } from './sellers-prefetch.ts';",
      "import { useApi } from '../../app/api-context.tsx';",
    ];
    expect(check(screen, fine.join('\n'))).toEqual([]);
  });

  it('when the payment service imports the API or the storefront, then it breaks; contracts and platform are fine', () => {
    expect(check('src/payments/cards/service.ts', "import { a } from '../../api/orders/service.ts';")).toHaveLength(1);
    expect(check('src/payments/cards/service.ts', "import type { B } from '../../web/api/client.ts';")).toHaveLength(1);
    expect(
      check(
        'src/payments/app.ts',
        "import { AppError } from '../platform/http/app-error.ts';\nimport { paths } from '../contracts/paths.ts';\nimport { s } from './schema.ts';",
      ),
    ).toEqual([]);
  });

  it('when an API domain reaches into another domain, then only its service.ts is allowed', () => {
    for (const file of ['repository.ts', 'schema.ts', 'routes.ts', 'queries/find.ts']) {
      expect(check('src/api/orders/service.ts', `import { a } from '../cart/${file}';`), file).toHaveLength(1);
    }
    expect(
      check(
        'src/api/orders/service.ts',
        "import { reserve } from '../cart/service.ts';\nimport { own } from './repository.ts';\nimport { db } from '../../platform/db/database.ts';",
      ),
    ).toEqual([]);
    expect(
      check('src/api/orders/service.ts', "import { renderPage } from '../../web/app/entry-server.tsx';"),
    ).toHaveLength(1);
    expect(
      check('src/api/orders/service.ts', "import { buildPaymentsApp } from '../../payments/app.ts';"),
    ).toHaveLength(1);
    expect(
      check('src/api/orders/routes.test.ts', "import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';"),
    ).toEqual([]);
  });

  it('when contracts import anything of ours but contracts, then it breaks', () => {
    expect(check('src/contracts/cart.ts', "import { AppError } from '../platform/http/app-error.ts';")).toHaveLength(1);
    expect(
      check('src/contracts/cart.ts', "import { z } from 'zod';\nimport { envelope } from './envelope.ts';"),
    ).toEqual([]);
  });

  it('when a folder has an index.ts barrel, then it breaks', () => {
    expect(check('src/web/components/index.ts', "export { Button } from './button.tsx';")).toEqual([
      'no barrel index files under src: import the module itself',
    ]);
  });

  it('when a test file uses tests/support, then it may; a source file may not', () => {
    expect(
      check('src/payments/app.test.ts', "import { createTestDatabase } from '../../tests/support/test-database.ts';"),
    ).toEqual([]);
    expect(
      check('src/payments/app.ts', "import { createTestDatabase } from '../../tests/support/test-database.ts';"),
    ).toHaveLength(1);
    expect(check('src/web/api/client.test.ts', "import { x } from '../../api/accounts/service.ts';")).toHaveLength(1);
  });

  it('when a composition root at the top of src wires everything, then it is exempt', () => {
    expect(
      check(
        'src/app.ts',
        "import { a } from './api/accounts/routes.ts';\nimport type { R } from './web/app/entry-server.tsx';",
      ),
    ).toEqual([]);
  });
});
