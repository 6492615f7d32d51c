import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JobDescription } from '@/components/careers/job-description';
import { JsonLd } from '@/components/careers/job-posting';

describe('what the career site renders from recruiter-written text', () => {
  it('shows Markdown, but raw HTML only as text, and no script URLs', () => {
    const markdown = '## Role\n\n**Bold** <script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) [site](https://example.com)';
    const html = renderToStaticMarkup(createElement(JobDescription, { markdown }));
    expect(html).toContain('<h2>Role</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
  });

  it('keeps JSON-LD inside its script tag whatever the text holds', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { title: '</script><script>alert(1)</script>' } }));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
