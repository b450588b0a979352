import { Link } from 'react-router';

export function ProFinalCtaSection() {
  return (
    <section aria-labelledby="pro-final-cta-title" className="bg-brand-700">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="pro-final-cta-title" className="text-3xl font-bold tracking-tight text-white">
          Prêt à développer votre cabinet&#8239;?
        </h2>
        <p className="mt-4 text-lg text-brand-100">
          Créez votre compte en quelques minutes&nbsp;: l'inscription est gratuite et sans engagement.
        </p>
        <Link
          to="/pro/register"
          className="mt-8 inline-flex h-12 items-center justify-center rounded-md bg-white px-8 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Créer mon compte professionnel
        </Link>
      </div>
    </section>
  );
}
