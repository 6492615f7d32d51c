/** `--name value` and `--flag` command-line options. */
export function parseArgs(argv: string[]): { positional: string[]; options: Map<string, string | true> } {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split('=', 2);
      const next = argv[i + 1];
      if (inline !== undefined) options.set(name, inline);
      else if (next !== undefined && !next.startsWith('--')) {
        options.set(name, next);
        i++;
      } else options.set(name, true);
    } else positional.push(arg);
  }
  return { positional, options };
}
