import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

// Dealer-written text: raw HTML is not rendered (react-markdown's default) and rehype-sanitize keeps only
// GitHub's safe subset of elements, attributes and URL schemes, so a page body can never run script.
const PROSE = [
  'max-w-3xl space-y-4 leading-relaxed',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:py-2 [&_th]:py-2',
].join(' ');

/** Markdown from the database (content pages), rendered on the server and sanitised. */
export function Markdown({ source }: { source: string }) {
  return (
    <div className={PROSE}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
