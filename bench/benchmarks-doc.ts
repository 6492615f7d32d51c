// docs/benchmarks.md gathers every measurement of the product (the bench, the soak, Lighthouse); each
// command replaces only its own `## ` section, so the others' figures stay.
import fs from 'node:fs';

/** `markdown` with its `## heading` section (up to the next `## `) replaced by `section`, or with it added at the end. */
export function replaceSection(markdown: string, heading: string, section: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  const body = section.trimEnd().split('\n');
  if (start < 0) return `${markdown.trimEnd()}\n\n${body.join('\n')}\n`;
  const after = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const rest = after < 0 ? [] : ['', ...lines.slice(after)];
  return [...lines.slice(0, start), ...body, ...rest].join('\n').trimEnd() + '\n';
}

/** Writes `section` (which starts with its `## heading` line) into the Markdown file at `file`, in place of the one before. */
export function writeSection(file: string, heading: string, section: string): void {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  fs.writeFileSync(file, replaceSection(before, heading, section));
}
