import { describe, expect, it } from 'vitest';
import { resolveInternalLink } from './internal-link.ts';

describe('links in article content', () => {
  it('lead to a destination’s experiences, actions and country pages, decoding the country', () => {
    expect(resolveInternalLink('/experiences/Egypt')).toEqual({ to: '/experiences/$country', country: 'Egypt' });
    expect(resolveInternalLink('/actions/New%20Zealand')).toEqual({ to: '/actions/$country', country: 'New Zealand' });
    expect(resolveInternalLink('/country/United%20Kingdom')).toEqual({
      to: '/country/$country',
      country: 'United Kingdom',
    });
  });

  it('lead to blog posts, news articles and the site’s fixed pages', () => {
    expect(resolveInternalLink('/blog/hidden-gems-egypt')).toEqual({
      to: '/blog/$postId',
      postId: 'hidden-gems-egypt',
    });
    expect(resolveInternalLink('/news/article/portugal-blue-economy')).toEqual({
      to: '/news/article/$articleId',
      articleId: 'portugal-blue-economy',
    });
    expect(resolveInternalLink('/destinations')).toEqual({ to: '/destinations' });
    expect(resolveInternalLink('/blog')).toEqual({ to: '/blog' });
  });

  it('refuse other sites, scripts and paths the site does not have', () => {
    for (const href of [
      'https://example.com/experiences/Egypt',
      '//example.com/destinations',
      'javascript:alert(1)',
      'experiences/Egypt',
      '/experiences/Atlantis',
      '/experiences/%E0%A4%A',
      '/experiences/Egypt/extra',
      '/admin',
      '/blog/../admin',
      '',
    ]) {
      expect(resolveInternalLink(href), href).toBeUndefined();
    }
  });
});
