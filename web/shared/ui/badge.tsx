import { cn } from './cn';

export function Badge(props: { className: string; children: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', props.className)}>
      {props.children}
    </span>
  );
}
