import { describe, expect, it } from 'vitest';
import { decodeEntities, parseTrustedHtml } from './trusted-html.ts';

describe('parseTrustedHtml', () => {
  it('reads nested elements, text and a link’s href', () => {
    expect(
      parseTrustedHtml('<p>Plant <strong>trees</strong> in <a href="/country/Peru" class="x">Peru</a>.</p>'),
    ).toEqual([
      {
        type: 'element',
        tag: 'p',
        href: null,
        children: [
          { type: 'text', text: 'Plant ' },
          { type: 'element', tag: 'strong', href: null, children: [{ type: 'text', text: 'trees' }] },
          { type: 'text', text: ' in ' },
          { type: 'element', tag: 'a', href: '/country/Peru', children: [{ type: 'text', text: 'Peru' }] },
          { type: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('drops scripts, styles and comments with their contents, and closes what was left open', () => {
    expect(
      parseTrustedHtml('<p>a<script>alert(1)</script><!-- note --><style>p{}</style>b<br>c<ul><li>x</ul>'),
    ).toEqual([
      {
        type: 'element',
        tag: 'p',
        href: null,
        children: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
          { type: 'element', tag: 'br', href: null, children: [] },
          { type: 'text', text: 'c' },
          {
            type: 'element',
            tag: 'ul',
            href: null,
            children: [{ type: 'element', tag: 'li', href: null, children: [{ type: 'text', text: 'x' }] }],
          },
        ],
      },
    ]);
  });

  it('keeps markup in text as text: nothing it returns is HTML', () => {
    expect(parseTrustedHtml('1 &lt; 2 &amp;&amp; <b onclick="x">&#60;img&#x3e;</b>')).toEqual([
      { type: 'text', text: '1 < 2 && ' },
      { type: 'element', tag: 'b', href: null, children: [{ type: 'text', text: '<img>' }] },
    ]);
  });

  it('decodes numeric and common named entities, leaving unknown ones as written', () => {
    expect(decodeEntities('caf&eacute; &rsquo;s &#8364;5 &nbsp;')).toBe('caf&eacute; \u2019s \u20ac5 \u00a0');
  });
});
