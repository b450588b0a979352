import { Construction } from 'lucide-react';
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

export function ProPaymentsPage() {
  return (
    <>
      <PageHeading title="Mes paiements" />
      <div className="rounded-lg border border-slate-200 bg-white p-10 text-center">
        <Construction className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Page en cours de développement</h2>
        <p className="mt-2 text-slate-600">
          La gestion de vos paiements (factures, encaissements, statistiques financières) sera bientôt
          disponible.
        </p>
      </div>
    </>
  );
}
