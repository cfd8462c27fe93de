import { formatLongDate } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { newsArticles, newsCategoryColors } from '../../content/news.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container, Hero } from '../../components/ui/page.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

export function NewsListPage() {
  return (
    <>
      <Hero title="Regenerative Tourism News" image="/images/ocean.svg">
        Stories of restoration, community and climate action from destinations around the world.
      </Hero>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {newsArticles.map((article, index) => (
            <li key={article.id} className="flex">
              <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
                <div className="relative">
                  <img
                    src={article.image}
                    alt=""
                    loading={index < 3 ? 'eager' : 'lazy'}
                    width={800}
                    height={500}
                    className="aspect-[16/10] w-full object-cover"
                  />
                  <span
                    className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${newsCategoryColors[article.category]}`}
                  >
                    {article.category}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs text-stone-600">
                    <time dateTime={article.date}>{formatLongDate(article.date)}</time> · {article.readTime}
                  </p>
                  <h2 className="mt-2 text-lg font-semibold text-stone-900">{article.title}</h2>
                  <p className="mt-2 text-sm text-stone-700">{article.summary}</p>
                  <Link
                    to="/news/article/$articleId"
                    params={{ articleId: article.id }}
                    className={buttonClass('secondary', 'md', 'mt-auto self-start')}
                    aria-label={`Read Full Article: ${article.title}`}
                  >
                    Read Full Article
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <NewsletterBox source="news" />
        </div>
      </Container>
    </>
  );
}
