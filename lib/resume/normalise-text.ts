/**
 * One clean shape for text from every format, so the parser has a single kind of input: \n line ends,
 * compatibility characters folded (PDF ligatures like "ﬁ", full-width letters), odd spaces made plain,
 * invisible characters dropped, and Word's Symbol-font bullets (private-use code points) made "•".
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .normalize('NFKC')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\uf000-\uf0ff]/g, '•')
    .replace(/[ \t\f\v]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
