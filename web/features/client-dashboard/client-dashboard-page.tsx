import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../shared/layout/use-document-title';
import { useSession } from '../../shared/session/use-session';

/** The client space's frame; its counters and tabs arrive with the booking issue. */
export function ClientDashboardPage() {
  useDocumentTitle('Mon espace personnel');
  const user = useSession('client').data?.user;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Mon espace personnel</h1>
      {user ? (
        <section
          aria-labelledby="profile-heading"
          className="mt-8 max-w-md rounded-lg border border-slate-200 p-5"
        >
          <h2 id="profile-heading" className="font-semibold text-slate-900">
            Bienvenue, {user.name}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-600">Email</dt>
            <dd>{user.email}</dd>
          </dl>
        </section>
      ) : null}
      <Link
        to={paths.search}
        className="mt-8 inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        Prendre un nouveau rendez-vous
      </Link>
    </div>
  );
}
