import { formatDecimalDollars } from '@regen/shared/format';
import { englishMessage } from '@regen/shared/i18n';
import type { BlogPosting, NewsArticle, Organization, Product, TouristDestination, WithContext } from 'schema-dts';
import { absoluteUrl, type JsonLd } from './head.ts';

// The pages' structured data (schema.org as JSON-LD, docs/decisions/067), typed with
// schema-dts so a wrong property or type fails the type check; tests/api/seo.test.ts checks
// the rendered pages' JSON-LD parses and has these types.

// Structured data is read by search engines, not shown on the page: written in English.
const ORGANIZATION_NAME = englishMessage('common.siteName');

function publisher(): Organization {
  return { '@type': 'Organization', name: ORGANIZATION_NAME, url: absoluteUrl('/'), logo: absoluteUrl('/favicon.svg') };
}

/** The home page: who runs the site. */
export function organizationJsonLd(description: string): JsonLd {
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ORGANIZATION_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    description,
  };
  return organization;
}

/**
 * A destination country's page; `name` is the country as the page's locale writes it and `path`
 * the page's own address (its locale's prefix included), docs/decisions/117.
 */
export function touristDestinationJsonLd(
  country: string,
  description: string,
  image: string,
  { name = country, path = `/country/${encodeURIComponent(country)}` }: { name?: string; path?: string } = {},
): JsonLd {
  const destination: WithContext<TouristDestination> = {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name,
    description,
    image: absoluteUrl(image),
    url: absoluteUrl(path),
    containedInPlace: { '@type': 'Country', name },
  };
  return destination;
}

export interface ActivityForJsonLd {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  country: string;
  image: string;
  supplierName: string;
  /** Whether a slot with spots left exists. */
  available: boolean;
  /** Only when the activity has visible reviews. */
  rating: { average: number; count: number } | null;
}

/** A bookable activity: a Product with its Offer and, once reviewed, its AggregateRating. */
export function activityJsonLd(activity: ActivityForJsonLd): JsonLd {
  const url = absoluteUrl(`/booking/${activity.id}`);
  const product: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: activity.title,
    description: activity.description,
    image: absoluteUrl(activity.image),
    url,
    category: englishMessage('seo.activityCategory'),
    brand: { '@type': 'Brand', name: activity.supplierName },
    countryOfOrigin: { '@type': 'Country', name: activity.country },
    offers: {
      '@type': 'Offer',
      url,
      price: formatDecimalDollars(activity.priceCents),
      priceCurrency: 'USD',
      availability: activity.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      seller: { '@type': 'Organization', name: activity.supplierName },
    },
  };
  if (activity.rating) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: activity.rating.average,
      reviewCount: activity.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return product;
}

export interface ArticleForJsonLd {
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  date: string;
  author: string;
  image: string;
  path: string;
}

/** A news article (NewsArticle) or a blog post (BlogPosting). */
export function articleJsonLd(kind: 'NewsArticle' | 'BlogPosting', article: ArticleForJsonLd): JsonLd {
  const common = {
    '@context': 'https://schema.org' as const,
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    author: { '@type': 'Person' as const, name: article.author },
    image: absoluteUrl(article.image),
    mainEntityOfPage: absoluteUrl(article.path),
    publisher: publisher(),
  };
  const thing: WithContext<NewsArticle> | WithContext<BlogPosting> =
    kind === 'NewsArticle' ? { ...common, '@type': 'NewsArticle' } : { ...common, '@type': 'BlogPosting' };
  return thing;
}
