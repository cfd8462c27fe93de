// A small HTML reader for the site's own article bodies (client/src/content), the same on the
// server and in the browser, so a server-rendered article hydrates without a mismatch
// (docs/decisions/066). It keeps only the structure RichText renders: elements with their tag
// (and an <a>'s href) and text. Nothing it returns is ever written as markup: RichText builds
// React elements from a fixed set of tags, drops every attribute but a link's href (which must
// resolve to a page of this site) and React escapes all text. The contents of elements that
// are not text (script, style, template…) are dropped.

export type HtmlNode =
  { type: 'text'; text: string } | { type: 'element'; tag: string; href: string | null; children: HtmlNode[] };

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'area', 'col', 'embed']);
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'textarea',
  'title',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The nodes of an HTML fragment; unbalanced tags are closed where their parent closes. */
export function parseTrustedHtml(html: string): HtmlNode[] {
  const root: HtmlNode[] = [];
  const stack: { tag: string; children: HtmlNode[] }[] = [{ tag: '#root', children: root }];
  let dropping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, attributes, text] = match;
    if (whole.startsWith('<!--')) continue;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (!dropping) top.children.push({ type: 'text', text: decodeEntities(text) });
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (closing) {
      const at = stack.findLastIndex((entry) => entry.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!attributes!.trimEnd().endsWith('/')) dropping = tag;
      continue;
    }
    const href = tag === 'a' ? HREF.exec(attributes!) : null;
    const element: HtmlNode = {
      type: 'element',
      tag,
      href: href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? '') : null,
      children: [],
    };
    top.children.push(element);
    if (!VOID_TAGS.has(tag) && !attributes!.trimEnd().endsWith('/')) stack.push({ tag, children: element.children });
  }
  return root;
}
