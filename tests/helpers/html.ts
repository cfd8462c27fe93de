// A server-rendered page read the way the browser tests read it, without a browser: elements
// by role and accessible name, their text, their attributes. It parses what React's server
// renderer writes (well-formed, void elements self-closed, text escaped) and Vite's
// index.html around it; it is not a general HTML parser.

export interface HtmlElement {
  tag: string;
  attrs: Readonly<Record<string, string>>;
  children: HtmlNode[];
  parent: HtmlElement | undefined;
}
export type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);
/** Elements whose content is text up to their closing tag, never markup. */
const RAW_TEXT_TAGS = new Set(['script', 'style', 'title', 'textarea']);
/** Content the accessibility tree and the page's visible text leave out. */
const NO_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head']);

const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos|nbsp);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[entity]!;
  });
}

export function parseHtml(html: string): HtmlElement {
  const document: HtmlElement = { tag: '#document', attrs: {}, children: [], parent: undefined };
  let current = document;
  let at = 0;
  while (at < html.length) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      at = end < 0 ? html.length : end + 3;
    } else if (html.startsWith('<!', at) || html.startsWith('<?', at)) {
      at = html.indexOf('>', at) + 1 || html.length;
    } else if (html.startsWith('</', at)) {
      const end = html.indexOf('>', at);
      const tag = html
        .slice(at + 2, end)
        .trim()
        .toLowerCase();
      // Close up to the matching open element; a stray closing tag is ignored.
      for (let open: HtmlElement | undefined = current; open && open !== document; open = open.parent) {
        if (open.tag === tag) {
          current = open.parent!;
          break;
        }
      }
      at = end + 1;
    } else if (html[at] === '<' && /[a-zA-Z]/.test(html[at + 1] ?? '')) {
      START_TAG.lastIndex = at;
      const match = START_TAG.exec(html);
      if (!match) throw new Error(`Unreadable tag at ${at}: ${html.slice(at, at + 80)}`);
      const tag = match[1]!.toLowerCase();
      const attrs: Record<string, string> = {};
      for (const [, name, ...values] of match[2]!.matchAll(ATTRIBUTE)) {
        attrs[name!.toLowerCase()] = decodeEntities(values.find((v) => v !== undefined) ?? '');
      }
      const element: HtmlElement = { tag, attrs, children: [], parent: current };
      current.children.push(element);
      at = START_TAG.lastIndex;
      if (RAW_TEXT_TAGS.has(tag)) {
        const end = html.indexOf(`</${tag}`, at);
        const text = html.slice(at, end);
        if (text) element.children.push(tag === 'script' || tag === 'style' ? text : decodeEntities(text));
        at = html.indexOf('>', end) + 1;
      } else if (!VOID_TAGS.has(tag) && !match[3]) {
        current = element;
      }
    } else {
      const end = html.indexOf('<', at + 1);
      const text = html.slice(at, end < 0 ? html.length : end);
      current.children.push(decodeEntities(text));
      at += text.length;
    }
  }
  return document;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The element's text (its textContent without scripts), whitespace collapsed. */
export function textOf(node: HtmlNode): string {
  return normalise(collectText(node, false));
}

function collectText(node: HtmlNode, skipHidden: boolean): string {
  if (typeof node === 'string') return node;
  if (NO_TEXT_TAGS.has(node.tag) || (skipHidden && isHiddenItself(node))) return '';
  return node.children.map((child) => collectText(child, skipHidden)).join('');
}

/** Every element under `root` (depth first, in document order) that `matches`. */
export function findAll(root: HtmlElement, matches: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (element: HtmlElement) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (matches(child)) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

function isHiddenItself(element: HtmlElement): boolean {
  return 'hidden' in element.attrs || element.attrs['aria-hidden'] === 'true' || NO_TEXT_TAGS.has(element.tag);
}

/** Left out of the accessibility tree, as Playwright's role queries leave it out. */
function isHidden(element: HtmlElement): boolean {
  for (let e: HtmlElement | undefined = element; e; e = e.parent) if (isHiddenItself(e)) return true;
  return false;
}

export function hasClass(element: HtmlElement, name: string): boolean {
  return (element.attrs.class ?? '').split(/\s+/).includes(name);
}

export type Role =
  | 'heading'
  | 'link'
  | 'img'
  | 'article'
  | 'region'
  | 'navigation'
  | 'listitem'
  | 'button'
  | 'option'
  | 'combobox'
  | 'group';

function roleOf(element: HtmlElement): Role | undefined {
  const explicit = element.attrs.role;
  if (explicit) return explicit as Role;
  const { tag } = element;
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'a' && 'href' in element.attrs) return 'link';
  if (tag === 'img' && element.attrs.alt !== '') return 'img';
  if (tag === 'article') return 'article';
  if (tag === 'nav') return 'navigation';
  if (tag === 'li') return 'listitem';
  if (tag === 'button') return 'button';
  if (tag === 'option') return 'option';
  if (tag === 'select') return 'combobox';
  // A section is a region only when it is named.
  if (tag === 'section' && ('aria-label' in element.attrs || 'aria-labelledby' in element.attrs)) return 'region';
  return undefined;
}

/** A server-rendered page: its head and its elements by role, as the browser tests ask for them. */
export class RenderedPage {
  readonly html: string;
  readonly document: HtmlElement;
  private readonly byId = new Map<string, HtmlElement>();
  private readonly labelFor = new Map<string, HtmlElement>();

  constructor(html: string) {
    this.html = html;
    this.document = parseHtml(html);
    for (const element of findAll(this.document, (e) => 'id' in e.attrs)) this.byId.set(element.attrs.id!, element);
    for (const label of findAll(this.document, (e) => e.tag === 'label' && 'for' in e.attrs)) {
      this.labelFor.set(label.attrs.for!, label);
    }
  }

  get title(): string | undefined {
    const [title] = findAll(this.document, (e) => e.tag === 'title');
    return title && textOf(title);
  }

  /** The page's own description (the last one, as a route's head comes after the shell's). */
  get metaDescription(): string | undefined {
    return findAll(this.document, (e) => e.tag === 'meta' && e.attrs.name === 'description').at(-1)?.attrs.content;
  }

  /** The accessible name: aria-labelledby, aria-label, an image's alt, else the text a reader hears. */
  nameOf(element: HtmlElement): string {
    const labelledBy = element.attrs['aria-labelledby'];
    if (labelledBy) {
      return normalise(
        labelledBy
          .split(/\s+/)
          .map((id) => (this.byId.has(id) ? collectText(this.byId.get(id)!, true) : ''))
          .join(' '),
      );
    }
    if (element.attrs['aria-label'] !== undefined) return normalise(element.attrs['aria-label']);
    if (element.tag === 'img') return normalise(element.attrs.alt ?? '');
    const label = element.attrs.id === undefined ? undefined : this.labelFor.get(element.attrs.id);
    if (label && ['input', 'select', 'textarea'].includes(element.tag)) return normalise(collectText(label, true));
    return normalise(collectText(element, true));
  }

  /** The form control a `<label>` reading exactly `text` is for. */
  getByLabel(text: string): HtmlElement {
    const labels = findAll(this.document, (e) => e.tag === 'label' && normalise(collectText(e, true)) === text);
    if (labels.length !== 1) throw new Error(`Expected one label reading ${text}, found ${labels.length}`);
    const control = this.byId.get(labels[0]!.attrs.for ?? '');
    if (!control) throw new Error(`The label ${text} is for no element`);
    return control;
  }

  /**
   * The elements of a role under `within` (the whole page by default), named exactly `name`
   * when given (a string) or matching it (a pattern); headings of one `level` only when given.
   */
  getAllByRole(
    role: Role,
    options: { name?: string | RegExp; level?: number; within?: HtmlElement } = {},
  ): HtmlElement[] {
    return findAll(options.within ?? this.document, (element) => {
      if (roleOf(element) !== role || isHidden(element)) return false;
      if (options.level !== undefined && element.tag !== `h${options.level}`) return false;
      if (options.name === undefined) return true;
      const name = this.nameOf(element);
      return typeof options.name === 'string' ? name === options.name : options.name.test(name);
    });
  }

  /** The one element of a role with that name; fails unless there is exactly one. */
  getByRole(role: Role, options: { name: string | RegExp; level?: number; within?: HtmlElement }): HtmlElement {
    const found = this.getAllByRole(role, options);
    if (found.length !== 1) {
      throw new Error(`Expected one ${role} named ${String(options.name)}, found ${found.length}`);
    }
    return found[0]!;
  }

  /** The innermost elements whose text is exactly `text` (or matches it): what a reader sees as one piece. */
  getAllByText(text: string | RegExp, within: HtmlElement = this.document): HtmlElement[] {
    const matches = (e: HtmlElement) => {
      const content = textOf(e);
      return typeof text === 'string' ? content === text : text.test(content);
    };
    return findAll(within, (e) => !NO_TEXT_TAGS.has(e.tag) && matches(e)).filter(
      (e) => !findAll(e, (inner) => !NO_TEXT_TAGS.has(inner.tag) && matches(inner)).length,
    );
  }

  /** The text of each element, in document order. */
  textsOf(elements: HtmlElement[]): string[] {
    return elements.map(textOf);
  }
}
