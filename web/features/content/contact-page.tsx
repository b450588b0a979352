import { Clock, Mail, MapPin } from 'lucide-react';
import { ContentPage, ContentSection, MailLink, TextLink } from '../../shared/content/content-page';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';

export function ContactPage() {
  return (
    <ContentPage
      title="Contactez-nous"
      eyebrow="Contact"
      intro="Une question sur une réservation, votre compte ou le fonctionnement de la plateforme ? Notre équipe vous répond sous 24h."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="rounded-xl border border-slate-200 bg-white p-6">
          <Mail className="h-6 w-6 text-brand-600" aria-hidden="true" />
          <h2 className="mt-3 font-semibold text-slate-900">Par e-mail</h2>
          <p className="mt-2 text-slate-700">
            <MailLink email={LEGAL_ENTITY.supportEmail} />
          </p>
        </li>
        <li className="rounded-xl border border-slate-200 bg-white p-6">
          <MapPin className="h-6 w-6 text-brand-600" aria-hidden="true" />
          <h2 className="mt-3 font-semibold text-slate-900">Par courrier</h2>
          <address className="mt-2 text-slate-700 not-italic">
            {LEGAL_ENTITY.companyName}
            <br />
            Service client
            <br />
            {LEGAL_ENTITY.address}
          </address>
        </li>
      </ul>

      <ContentSection title="Horaires du service client">
        <p className="flex items-start gap-2">
          <Clock className="mt-1 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
          Du lundi au vendredi, de 9h à 18h. Les messages reçus le week-end sont traités le lundi.
        </p>
      </ContentSection>

      <ContentSection title="Avant de nous écrire">
        <p>
          Les réponses aux questions les plus courantes (annulation, visioconférence, paiement, aide
          juridictionnelle) se trouvent dans notre <TextLink to="/faq">foire aux questions</TextLink>. Pour
          une question juridique, prenez rendez-vous avec un professionnel : notre équipe ne peut pas donner
          de conseil juridique.
        </p>
        <p>
          Vous êtes un professionnel du droit ? Rendez-vous sur{' '}
          <TextLink to="/pro/contact">la page contact de JurisRDV Pro</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
