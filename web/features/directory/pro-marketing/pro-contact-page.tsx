import { Mail, MapPin } from 'lucide-react';
import { SupportMessageForm } from '#web/features/messaging/support/support-message-form.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { ProPage } from './pro-page';

export function ProContactPage() {
  const facts = useSiteFacts();
  return (
    <ProPage
      title="Contactez-nous"
      eyebrow="Contact"
      intro="Une question sur JurisRDV Pro&#8239;? Écrivez-nous&nbsp;: votre message est enregistré pour notre équipe."
    >
      <div className="grid gap-10 lg:grid-cols-3">
        <section
          aria-labelledby="pro-contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 lg:col-span-2"
        >
          <h2 id="pro-contact-form-title" className="text-xl font-semibold text-slate-900">
            Envoyez-nous un message
          </h2>
          <div className="mt-6">
            <SupportMessageForm source="pro" />
          </div>
        </section>
        <aside aria-labelledby="pro-contact-info-title" className="space-y-6">
          <h2 id="pro-contact-info-title" className="text-xl font-semibold text-slate-900">
            Nos coordonnées
          </h2>
          {facts.data ? (
            <div className="flex gap-3">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              <p>
                <a
                  href={`mailto:${facts.data.supportEmail}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {facts.data.supportEmail}
                </a>
              </p>
            </div>
          ) : null}
          <div className="flex gap-3">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <address className="text-slate-700 not-italic">
              {LEGAL_ENTITY.companyName}
              <br />
              {LEGAL_ENTITY.address}
            </address>
          </div>
        </aside>
      </div>
    </ProPage>
  );
}
