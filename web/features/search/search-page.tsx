import { useDocumentTitle } from '../../shared/layout/use-document-title';

/** Results page frame; the directory and its filters arrive with the search issue. */
export function SearchPage() {
  useDocumentTitle('Avocats à Paris');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Avocats à Paris</h1>
    </div>
  );
}
