import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each API domain's SQL reads and writes only its own tables (ARCHITECTURE.md, docs/decisions/0025):
 * another domain's data comes through that domain's service.ts, or through the domain's own
 * copy filled by events (search documents). Checked on every non-test file under src/api/<domain>:
 * - raw SQL: a table name after from, join, into, update, table, truncate or analyze in a string or
 *   template (comments are not read);
 * - Drizzle: a table object imported from another domain's or the platform's module, directly or
 *   re-exported by a service.
 * A table belongs to the domain whose schema.ts declares it; the platform's `*-schema.ts` tables
 * (sessions, outbox, rate limits, domain events) belong to the platform, used through its modules.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Table {
  name: string;
  /** The Drizzle object's exported name. */
  binding: string;
  owner: string;
}

/** Which part owns a file: `api/<domain>`, `platform`, or null for the rest. */
function ownerOf(file: string): string | null {
  const api = /^src\/api\/([^/]+)\//.exec(file);
  if (api) return `api/${api[1]}`;
  return file.startsWith('src/platform/') ? 'platform' : null;
}

const isSchemaFile = (file: string) =>
  /^src\/api\/[^/]+\/schema\.ts$/.test(file) || /^src\/platform\/.*-schema\.ts$/.test(file);

/** Every `export const x = pgTable('name', ...)` of the schema files. */
export function tablesOf(files: Record<string, string>): Table[] {
  return Object.entries(files).flatMap(([file, text]) => {
    const owner = ownerOf(file);
    if (!owner || !isSchemaFile(file)) return [];
    return [...text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)].map((m) => ({
      binding: m[1] ?? '',
      name: m[2] ?? '',
      owner,
    }));
  });
}

export interface TableViolation {
  file: string;
  line: number;
  table: string;
  owner: string;
  how: 'sql' | 'import';
}

const sqlTableRef = /\b(?:from|join|into|update|table|truncate|analyze)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** Every reference of an API file to a table another part owns. */
export function findTableViolations(files: Record<string, string>, tables: Table[]): TableViolation[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const byBinding = new Map(tables.map((t) => [t.binding, t]));
  const found: TableViolation[] = [];
  for (const [file, text] of Object.entries(files)) {
    const owner = ownerOf(file);
    if (!owner?.startsWith('api/') || /\.test\.tsx?$/.test(file)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const visit = (node: ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        for (const m of node.text.matchAll(sqlTableRef)) {
          const table = byName.get((m[1] ?? '').toLowerCase());
          if (table && table.owner !== owner)
            found.push({ file, line: lineOf(node), table: table.name, owner: table.owner, how: 'sql' });
        }
      }
      if (
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.importClause?.namedBindings &&
        ts.isNamedImports(node.importClause.namedBindings)
      ) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), node.moduleSpecifier.text));
        for (const element of node.importClause.namedBindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          const table = byBinding.get(name);
          if (!table || table.owner === owner || ownerOf(target) !== table.owner) continue;
          // A schema module's table, or a module that passes the table on (`export { products } from ...`).
          const passesOn = new RegExp(`export\\s*(\\*|\\{[^}]*\\b${name}\\b)`).test(files[target] ?? '');
          if (isSchemaFile(target) || passesOn)
            found.push({ file, line: lineOf(node), table: table.name, owner: table.owner, how: 'import' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

const format = (v: TableViolation) =>
  `${v.file}:${v.line} ${v.how === 'sql' ? 'names' : 'imports'} table ${v.table} of ${v.owner}`;

describe('each API domain reads only its own tables', () => {
  const files = Object.fromEntries(
    [...sourceFiles('src/api'), ...sourceFiles('src/platform')].map((f) => [
      f,
      readFileSync(path.join(root, f), 'utf8'),
    ]),
  );
  const tables = tablesOf(files);

  it('when the schema files are read, then every domain table and its owner is known', () => {
    const owners = new Map(tables.map((t) => [t.name, t.owner]));
    expect(owners.get('products')).toBe('api/catalogue');
    expect(owners.get('listings')).toBe('api/catalogue');
    expect(owners.get('search_documents')).toBe('api/search');
    expect(owners.get('pincodes')).toBe('api/location');
    expect(owners.get('domain_events')).toBe('platform');
    expect(tables.length).toBeGreaterThan(20);
  });

  it("when every file of src/api is read, then none names another domain's table", () => {
    expect(findTableViolations(files, tables).map(format)).toEqual([]);
  });
});

describe('the table ownership checker', () => {
  const tables = tablesOf({
    'src/api/catalogue/schema.ts':
      "export const products = pgTable('products', {});\nexport const listings = pgTable(\n  'listings', {});",
    'src/api/search/schema.ts': "export const searchDocuments = pgTable('search_documents', {});",
    'src/platform/session-schema.ts': "export const sessions = pgTable('sessions', {});",
  });
  const check = (file: string, text: string) => findTableViolations({ [file]: text }, tables).map(format);

  it("when a repository reads another domain's tables in raw SQL, then each is caught with its line", () => {
    const planted =
      'const q = sql`select * from search_documents d\n  join products p on p.id = d.product_id`;\nconst r = sql`update LISTINGS set stock = 0`;';
    expect(check('src/api/search/repository.ts', planted)).toEqual([
      'src/api/search/repository.ts:1 names table products of api/catalogue',
      'src/api/search/repository.ts:3 names table listings of api/catalogue',
    ]);
    expect(check('src/api/search/service.ts', "db.execute(sql.raw('delete from products'))")).toHaveLength(1);
    // What location's repository read before the catalogue's service answered it.
    expect(
      check(
        'src/api/location/repository.ts',
        'await db.execute(sql`select distinct warehouse_pincode from listings`);',
      ),
    ).toHaveLength(1);
    expect(
      check('src/api/accounts/repository.ts', 'const q = sql`insert into sessions (id) values (${id})`;'),
    ).toHaveLength(1);
  });

  it("when a repository imports another domain's Drizzle table, even through its service, then it is caught", () => {
    expect(check('src/api/search/repository.ts', "import { listings } from '../catalogue/schema.ts';")).toHaveLength(1);
    const passedOn = {
      'src/api/catalogue/service.ts': "export { products } from './schema.ts';",
      'src/api/search/repository.ts': "import { products as p } from '../catalogue/service.ts';",
    };
    expect(findTableViolations(passedOn, tables).map(format)).toEqual([
      'src/api/search/repository.ts:1 imports table products of api/catalogue',
    ]);
    // A service function that shares a table's name is not the table.
    expect(check('src/api/search/repository.ts', "import { listings } from '../catalogue/service.ts';")).toEqual([]);
  });

  it('when a domain uses its own tables, or words in comments and messages, then nothing is caught', () => {
    const own =
      "import { searchDocuments } from './schema.ts';\n// reads from products through the catalogue's service\nconst q = sql`select * from search_documents`;\nconst m = 'Pick a product from the list';";
    expect(check('src/api/search/repository.ts', own)).toEqual([]);
    expect(
      check('src/api/catalogue/repository.ts', 'const q = sql`select * from listings l join products p on true`;'),
    ).toEqual([]);
  });
});
