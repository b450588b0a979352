import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { cn } from '#web/shared/ui/cn.ts';

export const PRO_SITE_NAME = 'JurisRDV Pro';

export function useProDocumentTitle(title: string): void {
  useDocumentTitle(title, PRO_SITE_NAME);
}

export type TProPageProps = {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  updatedAt?: string;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** Frame of a text page of the pro site: hero band with the <h1>, then the content. */
export function ProPage({ title, eyebrow, intro, updatedAt, width = 'wide', children }: TProPageProps) {
  useProDocumentTitle(title);
  return (
    <article>
      <header className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-10 text-center sm:px-6 lg:px-8">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {intro ? (
            <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 leading-relaxed">{intro}</div>
          ) : null}
          {updatedAt ? (
            <p className="mt-4 text-sm text-slate-500">Dernière mise à jour&nbsp;: {updatedAt}</p>
          ) : null}
        </div>
      </header>
      <div
        className={cn(
          'mx-auto space-y-14 px-4 pb-16 sm:px-6 lg:px-8',
          width === 'wide' ? 'max-w-6xl' : 'max-w-3xl',
        )}
      >
        {children}
      </div>
    </article>
  );
}

export function ProSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
      <div className="mt-6 space-y-4 text-slate-700 leading-relaxed">{children}</div>
    </section>
  );
}
