import { Mail, MapPin } from 'lucide-react';
import { SupportMessageForm } from '#web/features/messaging/support/support-message-form.tsx';
import { ContentPage, ContentSection, MailLink, TextLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

export function ContactPage() {
  const facts = useSiteFacts();
  return (
    <ContentPage
      title="Contactez-nous"
      eyebrow="Contact"
      intro="Une question sur une réservation, votre compte ou le fonctionnement de la plateforme&#8239;? Écrivez-nous&nbsp;: votre message est enregistré pour notre équipe."
    >
      <section
        aria-labelledby="contact-form-title"
        className="rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Envoyez-nous un message
        </h2>
        <div className="mt-6">
          <SupportMessageForm source="public" />
        </div>
      </section>

      <ul className="grid gap-4 sm:grid-cols-2">
        {facts.data ? (
          <li className="rounded-xl border border-slate-200 bg-white p-6">
            <Mail className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <h2 className="mt-3 font-semibold text-slate-900">Par e-mail</h2>
            <p className="mt-2 text-slate-700">
              <MailLink email={facts.data.supportEmail} />
            </p>
          </li>
        ) : null}
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

      <ContentSection title="Avant de nous écrire">
        <p>
          Les réponses aux questions les plus courantes (annulation, visioconférence, honoraires, aide
          juridictionnelle) se trouvent dans notre <TextLink to="/faq">foire aux questions</TextLink>. Pour
          une question juridique, prenez rendez-vous avec un professionnel&nbsp;: notre équipe ne peut pas
          donner de conseil juridique.
        </p>
        <p>
          Vous êtes un professionnel du droit&#8239;? Rendez-vous sur{' '}
          <TextLink to="/pro/contact">la page contact de JurisRDV Pro</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
