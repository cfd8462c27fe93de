import { formatLongDate } from '@regen/shared/format';
import { Link, type LinkComponentProps } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

/** A blog post or a news article as its card shows it. */
export interface ArticleCardContent {
  id: string;
  title: string;
  /** The excerpt of a post, the summary of an article. */
  text: string;
  image: string;
  category: string;
  categoryClass: string;
  /** Blog cards name the author; news cards do not (docs/spec/public-site.md §3). */
  author?: string | undefined;
  date: string;
  /** Whole minutes to read the body, written by the catalogue ('5 min read'). */
  readMinutes: number;
  /** A blog post without a translation in the page's locale: marked "In English" and its text `lang="en"`. */
  inEnglish?: boolean | undefined;
  /** Where the card leads ("Read More" to /blog/{postId}, "Read Full Article" to /news/article/{articleId}). */
  link: Pick<LinkComponentProps, 'to' | 'params'> & { label: string };
}

/**
 * The card grid of the blog and the news pages: 1, 2 or 3 columns by screen width. Each
 * card's link shows the spec's words ("Read More") and is named "Read More: {title}", so a
 * screen reader's list of links tells the cards apart while the visible words still start the
 * name (voice control); the title also follows in visually hidden text, so the link's own text
 * is descriptive too (search engines and Lighthouse's link-text audit read the text).
 */
export function ArticleCardGrid({
  cards,
  heading,
  eager,
  testId,
}: {
  cards: readonly ArticleCardContent[];
  /** h3 under the blog's "Articles" heading, h2 on the news page. */
  heading: 'h2' | 'h3';
  /** How many cards' images load at once (the first row on a phone). */
  eager: number;
  testId?: string;
}) {
  const Heading = heading;
  const t = useT();
  const locale = useFormatLocale();
  return (
    <ul data-testid={testId} className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id} className="flex">
          <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <div className="relative">
              <img
                src={card.image}
                alt=""
                loading={index < eager ? 'eager' : 'lazy'}
                width={800}
                height={500}
                className="aspect-[16/10] w-full object-cover"
              />
              <span
                className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${card.categoryClass}`}
              >
                {card.category}
              </span>
            </div>
            <div className="flex flex-1 flex-col p-5">
              {card.inEnglish ? (
                <p className="mb-2">
                  <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-300">
                    {t('localeFormats.inEnglish')}
                  </span>
                </p>
              ) : null}
              <Heading lang={card.inEnglish ? 'en' : undefined} className="text-lg font-semibold text-stone-900">
                {card.title}
              </Heading>
              <p lang={card.inEnglish ? 'en' : undefined} className="mt-2 text-sm text-stone-700">
                {card.text}
              </p>
              <p className="mt-4 text-xs text-stone-600">
                {card.author ? `${card.author} · ` : null}
                <time dateTime={card.date}>{formatLongDate(card.date, locale)}</time> ·{' '}
                {t('localeFormats.readTime', { minutes: card.readMinutes })}
              </p>
              <div className="mt-auto pt-4">
                <Link
                  to={card.link.to}
                  params={card.link.params}
                  className={buttonClass('secondary', 'md')}
                  aria-label={t('public.article.linkName', { label: card.link.label, title: card.title })}
                >
                  {card.link.label}
                  <span className="sr-only">: {card.title}</span>
                </Link>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
