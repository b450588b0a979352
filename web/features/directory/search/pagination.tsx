import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';

const ITEM_CLASSES = 'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium';

function PageLink(props: { href: string | null; label: string; direction: 'previous' | 'next' }) {
  const icon =
    props.direction === 'previous' ? (
      <ChevronLeft className="h-4 w-4" aria-hidden="true" />
    ) : (
      <ChevronRight className="h-4 w-4" aria-hidden="true" />
    );
  const content =
    props.direction === 'previous' ? (
      <>
        {icon}
        {props.label}
      </>
    ) : (
      <>
        {props.label}
        {icon}
      </>
    );
  if (props.href === null) {
    return (
      <span aria-disabled="true" className={cn(ITEM_CLASSES, 'cursor-not-allowed text-slate-400')}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={props.href}
      rel={props.direction === 'previous' ? 'prev' : 'next'}
      className={cn(ITEM_CLASSES, 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50')}
    >
      {content}
    </Link>
  );
}

/** « Précédent » / « Suivant » around « Page X sur Y »; `hrefFor` builds the link of a page. */
export function Pagination(props: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (props.pageCount <= 1) return null;
  const { page, pageCount } = props;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 pt-2">
      <PageLink direction="previous" label="Précédent" href={page > 1 ? props.hrefFor(page - 1) : null} />
      <p className="text-sm text-slate-700">
        Page {Math.min(page, pageCount)} sur {pageCount}
      </p>
      <PageLink direction="next" label="Suivant" href={page < pageCount ? props.hrefFor(page + 1) : null} />
    </nav>
  );
}
