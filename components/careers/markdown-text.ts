/**
 * Markdown reduced to readable plain text for structured data and meta descriptions. Deliberately
 * simple: search engines only need the words, not a faithful rendering.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/<\/?[A-Za-z][^>]*>/g, '') // raw HTML tags
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text
    .replace(/^[ \t]{0,3}(#{1,6}|>)[ \t]?/gm, '') // heading and quote markers
    .replace(/^([ \t]*)[*+-][ \t]+/gm, '$1• ') // bullets
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2') // strong, strikethrough
    .replace(/(?<!\w)(\*|_)(\S(?:.*?\S)?)\1(?!\w)/g, '$2') // emphasis, leaving snake_case alone
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
