import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Renders HTML from our content modules after sanitising it with DOMPurify. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={`prose-regen ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
