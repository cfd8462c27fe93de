import type { ReactNode } from 'react';

/** Centered page width with side padding. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
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
