import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** A policy's Markdown drawn as HTML: a chunk of its own, loaded when the browser draws a policy itself. */
export default function PolicyMarkdown({ source }: { source: string }) {
  return <Markdown remarkPlugins={[remarkGfm]}>{source}</Markdown>;
}
