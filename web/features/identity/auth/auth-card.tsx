import type { ReactNode } from 'react';

export function AuthCard(props: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
        {props.subtitle ? <p className="mt-1 text-sm text-slate-600">{props.subtitle}</p> : null}
        <div className="mt-6">{props.children}</div>
      </div>
      {props.footer ? <div className="mt-6 text-center text-sm text-slate-600">{props.footer}</div> : null}
    </div>
  );
}
