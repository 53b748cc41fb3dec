import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A policy's Markdown drawn as HTML: a chunk of its own, loaded when the browser draws a policy itself.
 * `data-policy-drawn` marks the text drawn whole: what the server sent is kept only with it (PolicyText).
 */
export default function PolicyMarkdown({ source }: { source: string }) {
  return (
    <div data-policy-drawn="">
      <Markdown remarkPlugins={[remarkGfm]}>{source}</Markdown>
    </div>
  );
}
