/**
 * The JavaScript each page makes the browser download on load, from the production build (`npm run
 * build` first): the framework's main files plus the entry chunks of the page and of every layout above
 * it, as Next.js's client reference manifests list them. Chunks loaded later (a form's schema on first
 * use) are not counted. Prints a Markdown table of bytes and gzip bytes per page, and with `--json FILE`
 * writes the figures to FILE too, so a change can be compared with the build before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runAsScript } from './run-as-script.mjs';

const NEXT = path.resolve('.next');

type Manifest = Record<string, { entryJSFiles?: Record<string, string[]> }>;

function readManifest(file: string): Manifest {
  const holder = globalThis as { __RSC_MANIFEST?: Manifest; self?: unknown };
  holder.self = globalThis;
  holder.__RSC_MANIFEST = {};
  new Function(fs.readFileSync(file, 'utf8'))();
  return holder.__RSC_MANIFEST;
}

function manifests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifests(full);
    return entry.name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

export interface PageJs {
  page: string;
  bytes: number;
  gzipBytes: number;
}

export function pageJavaScript(): PageJs[] {
  const build = JSON.parse(fs.readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = fs.readFileSync(path.join(NEXT, file));
      size = { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const pages: PageJs[] = [];
  for (const file of manifests(path.join(NEXT, 'server', 'app'))) {
    for (const [page, entry] of Object.entries(readManifest(file))) {
      if (page.startsWith('/_')) continue;
      const segments = Object.keys(entry.entryJSFiles ?? {}).filter((segment) => {
        const name = segment.replace('[project]/app', '');
        // The page itself and the layouts above it (not sibling error/not-found boundaries).
        return name === page || (name.endsWith('/layout') && page.startsWith(name.slice(0, -'layout'.length)));
      });
      const files = new Set([...(build.rootMainFiles ?? []), ...segments.flatMap((segment) => entry.entryJSFiles?.[segment] ?? [])]);
      let bytes = 0;
      let gzipBytes = 0;
      for (const chunk of files) {
        const size = sizeOf(chunk);
        bytes += size.bytes;
        gzipBytes += size.gzipBytes;
      }
      pages.push({ page: page.replace(/\/page$/, '') || '/', bytes, gzipBytes });
    }
  }
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}

if (runAsScript(import.meta.url)) {
  const pages = pageJavaScript();
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('| page | JS KiB | gzip KiB |\n|---|---:|---:|');
  for (const p of pages) console.log(`| ${p.page} | ${kb(p.bytes)} | ${kb(p.gzipBytes)} |`);
  const at = process.argv.indexOf('--json');
  if (at !== -1 && process.argv[at + 1]) fs.writeFileSync(process.argv[at + 1] as string, `${JSON.stringify(pages, null, 2)}\n`);
}
