import { newsCategoryColors, newsCategoryLabels } from '../../content/news-categories.ts';
import type { NewsArticleCard } from '../../content/news.ts';
import { Container, Hero } from '../../components/ui/page.tsx';
import { ArticleCardGrid, type ArticleCardContent } from './article-card.tsx';
import { NewsletterBox } from './newsletter-box.tsx';
import { useT, type Translate } from '../../lib/i18n.tsx';

// News cards show no author (docs/spec/public-site.md §3): the article page does.
const toCard = (article: NewsArticleCard, t: Translate): ArticleCardContent => ({
  ...article,
  author: undefined,
  text: article.summary,
  category: t(newsCategoryLabels[article.category]),
  categoryClass: newsCategoryColors[article.category],
  link: { to: '/news/article/$articleId', params: { articleId: article.id }, label: t('public.news.readFull') },
});

/** The news list; the articles come with the route's data (routes/news.index.tsx), not in this code. */
export function NewsListPage({ articles }: { articles: readonly NewsArticleCard[] }) {
  const t = useT();
  const cards = articles.map((article) => toCard(article, t));
  return (
    <>
      <Hero title={t('meta.news.title')} image="/images/ocean.svg">
        {t('public.news.heroText')}
      </Hero>
      <Container className="py-12 sm:py-16">
        <ArticleCardGrid cards={cards} heading="h2" eager={3} />
        <div className="mt-16">
          <NewsletterBox source="news" />
        </div>
      </Container>
    </>
  );
}
