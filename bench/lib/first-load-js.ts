import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface FirstLoadJs {
  /** Sum of the gzip -9 sizes of every script the page loads before it can hydrate. */
  gzipBytes: number;
  rawBytes: number;
  files: { path: string; rawBytes: number; gzipBytes: number }[];
}

/** Module scripts and modulepreload links of an HTML document, as same-origin paths. */
export function referencedModules(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src && /\btype="module"/i.test(tag)) found.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/i.test(tag)) found.add(href);
  }
  return [...found];
}

/** Adds the static imports of each chunk, transitively, from Vite's manifest. */
export function withStaticImports(paths: string[], manifest: Manifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const key = byFile.get(file);
    for (const imported of (key && manifest[key]?.imports) || []) {
      const chunk = manifest[imported];
      if (chunk) visit(`/${chunk.file}`);
    }
  };
  paths.forEach(visit);
  return [...seen];
}

/**
 * The home page's first-load JavaScript: fetch the HTML as a browser would, collect the scripts
 * it loads, fetch each from the server, gzip at level 9 and sum.
 */
export async function measureFirstLoadJs(
  pageUrl: string,
  headers: Record<string, string>,
  distClient: string,
): Promise<FirstLoadJs> {
  const res = await fetch(pageUrl, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`GET ${pageUrl} answered ${res.status}`);
  const html = await res.text();
  const manifest = JSON.parse(readFileSync(path.join(distClient, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const origin = new URL(pageUrl).origin;
  const paths = withStaticImports(
    referencedModules(html)
      .map((src) => new URL(src, pageUrl))
      .filter((u) => u.origin === origin)
      .map((u) => u.pathname),
    manifest,
  );
  return gzipTotal(origin, paths);
}

/** Fetches each same-origin path and sums its size gzipped at level 9. */
export async function gzipTotal(origin: string, paths: string[]): Promise<FirstLoadJs> {
  const files = await Promise.all(
    paths.map(async (p) => {
      const asset = await fetch(`${origin}${p}`, { headers: { 'accept-encoding': 'identity' } });
      if (!asset.ok) throw new Error(`GET ${p} answered ${asset.status}`);
      const body = Buffer.from(await asset.arrayBuffer());
      return { path: p, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  return {
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    files,
  };
}
