import { formatLongDate } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Backdrop, Container } from '../../components/ui/page.tsx';
import { RichText } from './rich-text.tsx';
import { ShareButton } from './share-button.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

/** What a blog post and a news article both have; a post's excerpt is its summary. */
export interface ArticleContent {
  title: string;
  summary: string;
  category: string;
  image: string;
  author: string;
  date: string;
  /** Whole minutes to read the body (in the page's language: the translation's own). */
  readMinutes: number;
  /** The body, as HTML. */
  content: string;
}

interface ArticleLayoutProps {
  article: ArticleContent;
  categoryClass: string;
  back: { to: '/news' | '/blog'; label: string };
  cta: { title: string; text: string; button: string };
  /** Set when the page's locale is not English but the text is: shown above it, the text marked `lang="en"`. */
  bodyInEnglishNote?: string;
  children?: ReactNode;
}

/** The shared shape of a news article and a blog post. */
export function ArticleLayout({ article, ...props }: ArticleLayoutProps) {
  const t = useT();
  const locale = useFormatLocale();
  const body = (
    <>
      <p className="mt-10 text-xl leading-relaxed font-medium text-stone-800">{article.summary}</p>
      <RichText html={article.content} className="mt-6 text-lg" />
    </>
  );
  return (
    <article>
      <header className="relative overflow-hidden bg-stone-900 text-white">
        <Backdrop src={article.image} className="opacity-50" />
        <div className="absolute inset-0 bg-gradient-to-t from-stone-950 via-stone-950/60 to-stone-950/10" />
        <Container className="relative pt-24 pb-12 sm:pt-40">
          <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${props.categoryClass}`}>
            {article.category}
          </span>
          <h1 className="mt-4 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-200">
            <span>{t('public.article.by', { author: article.author })}</span>
            <time dateTime={article.date}>{formatLongDate(article.date, locale)}</time>
            <span>{t('localeFormats.readTime', { minutes: article.readMinutes })}</span>
          </p>
        </Container>
      </header>
      <Container className="py-10">
        <div className="mx-auto max-w-3xl">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to={props.back.to} className={buttonClass('outline', 'md')}>
              <span aria-hidden="true">←</span> {props.back.label}
            </Link>
            <ShareButton title={article.title} text={article.summary} />
          </div>
          {props.bodyInEnglishNote && (
            <p className="mt-8 rounded-xl bg-stone-100 px-4 py-3 text-sm font-medium text-stone-800">
              {props.bodyInEnglishNote}
            </p>
          )}
          {props.bodyInEnglishNote ? <div lang="en">{body}</div> : body}
          <section className="mt-14 rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-10">
            <h2 className="text-2xl font-bold sm:text-3xl">{props.cta.title}</h2>
            <p className="mx-auto mt-3 max-w-lg text-brand-50">{props.cta.text}</p>
            <Link to="/destinations" className={buttonClass('light', 'lg', 'mt-6')}>
              {props.cta.button}
            </Link>
          </section>
          {props.children}
        </div>
      </Container>
    </article>
  );
}

export function ArticleNotFound({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: '/news' | '/blog'; label: string };
}) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-700">{text}</p>
      <Link to={back.to} className={buttonClass('primary', 'md', 'mt-8')}>
        {back.label}
      </Link>
    </Container>
  );
}
