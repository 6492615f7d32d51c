/** E-mail addresses and profile links found in resume text. */
export interface ResumeLinks {
  linkedIn?: string;
  gitHub?: string;
  twitter?: string;
  facebook?: string;
  other: string[];
}

const EMAIL = /(?<![\w.%+-])[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![\w-])/gi;
// A bare "name.tld" is too easily "Node.js" or "B.Tech": a link needs a scheme, "www." or a known host.
const URL_LIKE = /(?<![@\w.-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:\/[^\s|,;()<>"'\u2022]*)?/gi;
const PROFILE_HOSTS = [
  'linkedin.com', 'github.com', 'twitter.com', 'x.com', 'facebook.com', 'fb.com', 'gitlab.com', 'bitbucket.org',
  'stackoverflow.com', 'medium.com', 'behance.net', 'dribbble.com', 'kaggle.com', 'leetcode.com', 'hackerrank.com',
];
const KINDS: [keyof Omit<ResumeLinks, 'other'>, string[]][] = [
  ['linkedIn', ['linkedin.com']],
  ['gitHub', ['github.com']],
  ['twitter', ['twitter.com', 'x.com']],
  ['facebook', ['facebook.com', 'fb.com']],
];

export function findEmails(text: string): string[] {
  // Addresses are case-insensitive in practice; lower case de-duplicates "John@x.com" and "john@x.com".
  return [...new Set([...text.matchAll(EMAIL)].map(([email]) => email.toLowerCase()))];
}

export function findLinks(text: string): ResumeLinks {
  const links: ResumeLinks = { other: [] };
  for (const [written] of text.matchAll(URL_LIKE)) {
    const url = toUrl(written);
    if (!url) continue;
    const kind = KINDS.find(([, hosts]) => hosts.some((h) => onHost(url.hostname, h)))?.[0];
    const href = url.href.replace(/\/$/, '');
    if (kind) links[kind] ??= href;
    else if (!links.other.includes(href)) links.other.push(href);
  }
  return links;
}

function toUrl(written: string): URL | null {
  const clean = written.replace(/[.,:;!?'"\])}]+$/, '');
  const hasScheme = /^https?:\/\//i.test(clean);
  const host = clean.replace(/^https?:\/\//i, '').split(/[/:]/)[0]!.toLowerCase();
  const known = PROFILE_HOSTS.some((h) => onHost(host, h));
  if (!hasScheme && !host.startsWith('www.') && !known) return null;
  try {
    return new URL(hasScheme ? clean : `https://${clean}`);
  } catch {
    return null;
  }
}

function onHost(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
