import { Link } from 'react-router';

export function ProCtaBand({ title, text }: { title: string; text: string }) {
  return (
    <section className="rounded-2xl bg-brand-700 px-6 py-10 text-center sm:px-10">
      <h2 className="text-2xl font-bold text-white">{title}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-brand-100">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/pro/register"
          className="inline-flex h-11 items-center justify-center rounded-md bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Créer mon compte
        </Link>
        <Link
          to="/pro/contact"
          className="inline-flex h-11 items-center justify-center rounded-md border border-white/60 px-6 font-semibold text-white hover:bg-white/10"
        >
          Nous contacter
        </Link>
      </div>
    </section>
  );
}
