import { SKILLS } from './skills-dictionary';

interface Alias {
  canonical: string;
  written: string;
  caseSensitive: boolean;
}

interface Matcher {
  pattern: RegExp;
  /** Aliases by their lower-case, single-spaced spelling (several may share one, e.g. "Go" and "go"). */
  aliases: Map<string, Alias[]>;
}

let matcher: Matcher | null = null;

/**
 * Canonical names of the dictionary skills mentioned in the text, in order of first mention, each once.
 * One regex of all aliases, longest first, scans the text left to right, so "C++" is taken before "C",
 * "React Native" before "React", and text consumed by one skill is not matched again by another.
 */
export function findSkills(text: string): string[] {
  const { pattern, aliases } = (matcher ??= buildMatcher());
  const found = new Set<string>();
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const written = match[0];
    const next = text.slice(match.index + written.length, match.index + written.length + 1);
    const accepted = aliases.get(key(written))?.find((alias) => accepts(alias, written, next));
    if (accepted) found.add(accepted.canonical);
    // A rejected lower-case "go" must not hide a skill that starts inside it, so step one character on.
    else pattern.lastIndex = match.index + 1;
  }
  return [...found];
}

/**
 * Case-sensitive aliases are ordinary words in lower case; even capitalised they are not the skill when
 * glued to "-", "&", "'" or "." ("Go-to-market", "R&D", "R. Kumar").
 */
function accepts(alias: Alias, written: string, next: string): boolean {
  if (!alias.caseSensitive) return true;
  return written === alias.written && !/[-&'.]/.test(next);
}

function buildMatcher(): Matcher {
  const aliases = new Map<string, Alias[]>();
  for (const entry of SKILLS) {
    const names = entry.split('|');
    const canonical = names[0]!.replace(/^=/, '');
    for (const name of names) {
      const alias = { canonical, written: name.replace(/^=/, ''), caseSensitive: name.startsWith('=') };
      const list = aliases.get(key(alias.written)) ?? [];
      list.push(alias);
      aliases.set(key(alias.written), list);
    }
  }
  const alternatives = [...aliases.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.split(' ').map(escapeRegExp).join('[\\s-]+'));
  // Not inside a longer word or token: "Java" is not found in "JavaScript", ".NET" not in "ASP.NET",
  // "JS" not in "Node.js"; a trailing "." is allowed when it ends a sentence.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_+#.])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])`, 'giu');
  return { pattern, aliases };
}

function key(written: string): string {
  return written.toLowerCase().replace(/[\s-]+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
