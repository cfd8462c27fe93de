import type { ReactNode } from 'react';

/** Centered page width with side padding. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/**
 * A decorative picture that fills its positioned parent: a hero's or a band's backdrop, hidden
 * from assistive technology. `load`: 'first' for the page's largest element (fetched before the
 * rest, docs/decisions/075), 'lazy' for one below the first screen. `className` sets its opacity.
 */
export function Backdrop({ src, load, className = '' }: { src: string; load?: 'first' | 'lazy'; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={800}
      height={500}
      loading={load === 'lazy' ? 'lazy' : undefined}
      fetchPriority={load === 'first' ? 'high' : undefined}
      className={`absolute inset-0 h-full w-full object-cover ${className}`}
    />
  );
}

/** A full-width hero band with a heading and optional text and actions. */
export function Hero({ title, children, image }: { title: ReactNode; children?: ReactNode; image?: string }) {
  return (
    <section
      className="relative overflow-hidden bg-brand-900 text-white"
      style={
        image
          ? {
              backgroundImage: `linear-gradient(rgba(5,46,22,.72),rgba(5,46,22,.72)), url(${image})`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }
          : undefined
      }
    >
      <Container className="py-16 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-brand-50">{children}</div> : null}
      </Container>
    </section>
  );
}
