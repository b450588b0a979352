import { useDocumentTitle } from '../../shared/layout/use-document-title';

/** Public profile frame; profiles arrive with the directory issue. */
export function LawyerProfilePage() {
  useDocumentTitle('Profil du professionnel');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Profil du professionnel</h1>
    </div>
  );
}
