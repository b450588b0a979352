import { cn } from './cn';

export const ACCESSIBLE_VERSION_LABEL = 'Version accessible (HTML)';

/**
 * « Version accessible (HTML) », placed right beside a generated PDF's link (RGAA 13.3): the same document as a
 * page with its headings and tables. `of` names the document when several sit in one list; `newTab` when leaving
 * the page would lose what is being typed (the booking), said to screen readers as well.
 */
export function AccessibleVersionLink(props: {
  href: string;
  of?: string;
  newTab?: boolean;
  className?: string;
}) {
  const name = [
    ACCESSIBLE_VERSION_LABEL,
    props.of ? `\u00a0: ${props.of}` : '',
    props.newTab ? ', nouvel onglet' : '',
  ].join('');
  return (
    <a
      href={props.href}
      aria-label={props.of || props.newTab ? name : undefined}
      {...(props.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      className={cn('font-medium text-brand-700 underline hover:text-brand-800', props.className)}
    >
      {ACCESSIBLE_VERSION_LABEL}
    </a>
  );
}
