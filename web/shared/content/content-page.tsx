import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/use-document-title';
import { cn } from '../ui/cn';

export type TContentPageProps = {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  updatedAt?: string;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** Frame of a static page rendered inside the public layout, which already provides <main>. */
export function ContentPage({
  title,
  intro,
  eyebrow,
  updatedAt,
  width = 'narrow',
  children,
}: TContentPageProps) {
  useDocumentTitle(title);
  return (
    <article
      className={cn(
        'mx-auto px-4 py-12 sm:px-6 lg:px-8 lg:py-16',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl',
      )}
    >
      <header className="mb-10 border-b border-slate-200 pb-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg text-slate-600 leading-relaxed">{intro}</div> : null}
        {updatedAt ? (
          <p className="mt-4 text-sm text-slate-500">Dernière mise à jour&nbsp;: {updatedAt}</p>
        ) : null}
      </header>
      <div className="space-y-10">{children}</div>
    </article>
  );
}

export function ContentSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-24">
      <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h2>
      <div className="mt-4 space-y-4 text-slate-700 leading-relaxed">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text that is never reordered
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
    </Link>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {email}
    </a>
  );
}
