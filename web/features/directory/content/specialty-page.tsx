import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { specialtySearchPath, type TSpecialtyContent } from '#domain/directory/content/specialty-content.ts';
import { BulletList, ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';

export function SpecialtyPage({ specialty }: { specialty: TSpecialtyContent }) {
  const searchPath = specialtySearchPath(specialty.label);
  return (
    <ContentPage title={specialty.label} eyebrow="Domaine d'expertise" intro={specialty.summary}>
      <ContentSection title="Ce que couvre ce domaine">
        <BulletList items={specialty.covers} />
      </ContentSection>

      <ContentSection title="Situations fréquentes">
        <BulletList items={specialty.situations} />
      </ContentSection>

      <aside
        aria-label="Conseil pour préparer votre rendez-vous"
        className="flex gap-3 rounded-xl bg-amber-50 p-5"
      >
        <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="text-slate-800">
          <strong>Pour préparer votre rendez-vous&nbsp;: </strong>
          {specialty.advice}
        </p>
      </aside>

      <div className="rounded-xl bg-brand-600 px-6 py-8 text-white sm:px-10">
        <h2 className="text-xl font-semibold">Trouvez un avocat en {specialty.label.toLowerCase()}</h2>
        <p className="mt-2 text-brand-50">
          Comparez les profils, les honoraires et les disponibilités, puis réservez votre consultation au
          cabinet, en visioconférence ou par téléphone.
        </p>
        <Link
          to={searchPath}
          className="mt-5 inline-flex h-11 items-center justify-center gap-2 rounded-md bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Voir les avocats disponibles
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>

      <p className="text-sm text-slate-600">
        Les informations de cette page sont générales et ne remplacent pas un conseil personnalisé. Consultez
        aussi notre <TextLink to="/faq">FAQ</TextLink>.
      </p>
    </ContentPage>
  );
}
