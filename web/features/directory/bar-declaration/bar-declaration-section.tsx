import { FileText } from 'lucide-react';
import { useSession } from '#web/shared/session/use-session.ts';
import { AccessibleVersionLink } from '#web/shared/ui/accessible-version-link.tsx';

export const BAR_DECLARATION_URL = '/api/pro/bar-declaration.pdf';
export const BAR_DECLARATION_HTML_URL = '/api/pro/bar-declaration.html';

/**
 * « Déclaration à l'Ordre » in « Mon compte » (issue 29 §2, RIN art. 19): the letter a lawyer sends to their
 * bâtonnier to declare their use of the platform, drawn from their data with the terms attached. Lawyers only.
 */
export function BarDeclarationSection() {
  const professional = useSession('pro').data?.professional;
  if (professional?.professionalType !== 'avocat') return null;
  return (
    <section
      aria-labelledby="declaration-ordre-titre"
      className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="declaration-ordre-titre" className="text-lg font-semibold text-slate-900">
        Déclaration à l’Ordre
      </h2>
      <p className="text-sm text-slate-600">
        L’article 19 du Règlement intérieur national demande à l’avocat d’informer son Ordre des plateformes
        en ligne qu’il utilise. Ce courrier au bâtonnier, établi à partir de votre fiche (nom, barreau,
        numéro, adresse du cabinet, adresse de votre fiche publique), est suivi des conditions générales
        d’utilisation de JurisRDV Pro. Relisez-le avant de l’envoyer.
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={BAR_DECLARATION_URL}
          download
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <FileText className="h-4 w-4" aria-hidden="true" />
          Télécharger la déclaration (PDF)
        </a>
        <AccessibleVersionLink href={BAR_DECLARATION_HTML_URL} className="text-sm" />
      </div>
    </section>
  );
}
