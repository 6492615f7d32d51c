/**
 * Structured data for search engines. JSON.stringify does not escape "<", so a value holding
 * "</script>" could end the tag early and inject markup: every "<" becomes \u003c, which JSON
 * parsers read back as the same character.
 */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
