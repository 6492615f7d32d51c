// docs/benchmarks.md gathers every measurement of the product (this benchmark, the soak, Lighthouse);
// each writer replaces only its own section, between its markers, so the others' figures stay.
import fs from 'node:fs';

const HEADING = '# Benchmarks\n\nMeasured on this project\'s machine; each section is rewritten by the command that measures it.\n';

/** Writes `body` as the section `name` of the Markdown file at `file`, in place of the one before, if any. */
export function writeSection(file: string, name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trimEnd()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : HEADING;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? current.slice(0, from) + section + current.slice(to + end.length) : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
