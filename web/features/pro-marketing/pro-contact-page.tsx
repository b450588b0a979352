import { Clock, Mail, MapPin } from 'lucide-react';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';
import { ProContactForm } from './pro-contact-form';
import { ProPage } from './pro-page';
import { PRO_SUPPORT_EMAIL } from './pro-site-links';

export function ProContactPage() {
  return (
    <ProPage
      title="Contactez-nous"
      eyebrow="Contact"
      intro="Une question sur JurisRDV Pro, une démonstration, un devis ? Écrivez-nous, nous vous répondons rapidement."
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
            <ProContactForm />
          </div>
        </section>
        <aside aria-labelledby="pro-contact-info-title" className="space-y-6">
          <h2 id="pro-contact-info-title" className="text-xl font-semibold text-slate-900">
            Nos coordonnées
          </h2>
          <div className="flex gap-3">
            <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <p>
              <a
                href={`mailto:${PRO_SUPPORT_EMAIL}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {PRO_SUPPORT_EMAIL}
              </a>
              <br />
              <span className="text-sm text-slate-600">Réponse par e-mail en moins de 2 heures</span>
            </p>
          </div>
          <div className="flex gap-3">
            <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <p className="text-slate-700">Du lundi au vendredi, de 9h à 18h</p>
          </div>
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
