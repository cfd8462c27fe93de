import DOMPurify from 'dompurify';
import { Link } from '@tanstack/react-router';
import { createElement, useMemo } from 'react';
import type { ReactNode } from 'react';
import { resolveInternalLink } from './internal-link.ts';
import type { InternalLinkTarget } from './internal-link.ts';

/** The elements article bodies use; any other element keeps its text and loses its tag. */
const blockAndInlineTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'br']);

function InternalLink({ target, children }: { target: InternalLinkTarget; children: ReactNode }) {
  switch (target.to) {
    case '/experiences/$country':
    case '/actions/$country':
    case '/country/$country':
      return (
        <Link to={target.to} params={{ country: target.country }}>
          {children}
        </Link>
      );
    case '/blog/$postId':
      return (
        <Link to={target.to} params={{ postId: target.postId }}>
          {children}
        </Link>
      );
    case '/news/article/$articleId':
      return (
        <Link to={target.to} params={{ articleId: target.articleId }}>
          {children}
        </Link>
      );
    default:
      return <Link to={target.to}>{children}</Link>;
  }
}

/**
 * Turns sanitised nodes into React elements, attributes dropped. A link becomes the router's
 * Link when it points to a page of this site, and plain text otherwise: content never sends a
 * reader elsewhere by accident, and no markup reaches the page unexamined.
 */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, toReact);
  const tag = node.tagName.toLowerCase();
  if (tag === 'a') {
    const target = resolveInternalLink(node.getAttribute('href') ?? '');
    return target ? (
      <InternalLink key={key} target={target}>
        {children}
      </InternalLink>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  if (tag === 'br') return <br key={key} />;
  if (blockAndInlineTags.has(tag)) return createElement(tag, { key }, ...children);
  return <span key={key}>{children}</span>;
}

/** Renders HTML from our content modules: sanitised with DOMPurify, then built as React elements. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const content = useMemo(() => {
    const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
    return Array.from(fragment.childNodes, toReact);
  }, [html]);
  return <div className={`prose-regen ${className}`}>{content}</div>;
}
