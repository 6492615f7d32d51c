import Markdown, { type Components } from 'react-markdown';

// The page's title is the one h1; a description that starts at "# Heading" is moved down a level.
const COMPONENTS: Components = {
  h1: 'h2',
  // Recruiter-written links lead off the site: open them with no access back to this page.
  a: ({ node: _node, ...props }) => <a {...props} rel="nofollow noopener noreferrer" />,
};

// Tailwind has no typography plugin here, so the Markdown elements are styled from the wrapper.
const PROSE = [
  'space-y-4 text-base leading-7 text-gray-800 break-words',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h2:first-child]:mt-0',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:text-indigo-800 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-gray-900',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4',
].join(' ');

/** The job's Markdown. Raw HTML in it is not rendered (react-markdown's default, kept on purpose). */
export function JobDescription({ markdown }: { markdown: string }) {
  return (
    <div className={PROSE}>
      <Markdown components={COMPONENTS}>{markdown}</Markdown>
    </div>
  );
}
