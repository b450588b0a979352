import { useDocumentTitle } from '../../shared/layout/use-document-title';

function PageHeading(props: { title: string; subtitle?: string }) {
  useDocumentTitle(props.title);
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
      {props.subtitle ? <p className="mt-1 text-slate-600">{props.subtitle}</p> : null}
    </div>
  );
}

export function ProAppointmentsPage() {
  return <PageHeading title="Mes rendez-vous" subtitle="Consultez et gérez vos rendez-vous" />;
}
