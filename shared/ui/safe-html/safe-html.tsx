import { Suspense, use } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | undefined;

/**
 * What user-written HTML may keep: the text formatting our rich-text editor produces (paragraphs, bold,
 * italics, underline, lists), no attributes. Images, links, styles and scripts go.
 */
const TEXT_FORMATTING = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'span'],
  ALLOWED_ATTR: [],
};

/**
 * DOMPurify, fetched on first use as its own chunk (≈ 11 kB gzipped): the HTML we show was sanitised by the
 * server when it was written, and sanitising again in the browser guards against a server that did not.
 * Call early (when a view that will show HTML appears) so the chunk is there in time.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, TEXT_FORMATTING),
  );
  return sanitizer;
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

function SanitisedHtml({ html, className }: SafeHtmlProps) {
  const sanitize = use(loadSanitizer());
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

/** User-written HTML (a provider's portrait), reduced to text formatting in the browser before it is inserted. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <SanitisedHtml {...props} />
    </Suspense>
  );
}
