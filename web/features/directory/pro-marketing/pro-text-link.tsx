import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function ProTextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
    </Link>
  );
}
