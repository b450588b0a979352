import { useDocumentTitle } from '../../shared/layout/use-document-title';
import { useSession } from '../../shared/session/use-session';

function PageHeading(props: { title: string; subtitle?: string }) {
  useDocumentTitle(props.title);
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
      {props.subtitle ? <p className="mt-1 text-slate-600">{props.subtitle}</p> : null}
    </div>
  );
}

export function ProDashboardHomePage() {
  const user = useSession('pro').data?.user;
  return (
    <PageHeading title={`Bonjour, ${user?.firstName ?? ''}`} subtitle="Voici l'activité de votre cabinet." />
  );
}
