import { Link } from '@tanstack/react-router';
import { createElement, useMemo } from 'react';
import type { ReactNode } from 'react';
import { parseTrustedHtml, type HtmlNode } from '../../lib/trusted-html.ts';
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
 * Turns parsed nodes into React elements, attributes dropped. A link becomes the router's
 * Link when it points to a page of this site, and plain text otherwise: content never sends a
 * reader elsewhere by accident, and no markup reaches the page unexamined.
 */
function toReact(node: HtmlNode, key: number): ReactNode {
  if (node.type === 'text') return node.text;
  const children = node.children.map(toReact);
  const tag = node.tag;
  if (tag === 'a') {
    const target = resolveInternalLink(node.href ?? '');
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

/**
 * Renders HTML from our content modules, on the server and in the browser alike: read by
 * lib/trusted-html.ts (no DOM needed), then built as React elements from a fixed set of tags
 * (docs/decisions/066).
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const content = useMemo(() => parseTrustedHtml(html).map(toReact), [html]);
  return <div className={`prose-regen ${className}`}>{content}</div>;
}
