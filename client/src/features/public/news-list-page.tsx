import { newsCategoryColors } from '../../content/news-categories.ts';
import type { NewsArticleCard } from '../../content/news.ts';
import { Container, Hero } from '../../components/ui/page.tsx';
import { ArticleCardGrid, type ArticleCardContent } from './article-card.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

// News cards show no author (docs/spec/public-site.md §3): the article page does.
const toCard = (article: NewsArticleCard): ArticleCardContent => ({
  ...article,
  author: undefined,
  text: article.summary,
  categoryClass: newsCategoryColors[article.category],
  link: { to: '/news/article/$articleId', params: { articleId: article.id }, label: 'Read Full Article' },
});

/** The news list; the articles come with the route's data (routes/news.index.tsx), not in this code. */
export function NewsListPage({ articles }: { articles: readonly NewsArticleCard[] }) {
  const cards = articles.map(toCard);
  return (
    <>
      <Hero title="Regenerative Tourism News" image="/images/ocean.svg">
        Stories of restoration, community and climate action from destinations around the world.
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
