import { Link } from 'react-router';
import { CONTACT_TYPE_LABELS, contactFullName } from '#domain/practice/contacts/contact-schemas.ts';
import { useFirm } from '#web/features/identity/firms/firm-api.ts';
import { paths } from '#web/shared/paths.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useMayHandOver } from '../hand-over/case-hand-over-button';
import { ContactHandOverButton } from '../hand-over/contact-hand-over-button';
import { useFirmContacts } from '../hand-over/hand-over-api';

/**
 * « Contacts du cabinet », for associates, beside « Dossiers du cabinet » (ADR 0070): every contact of the firm by
 * name, type, company and lawyer, never their details. A file opens only for its lawyer (and their assistants),
 * so only one's own have a link; any of them may be handed over to another lawyer of the firm.
 */
export function FirmContactsSection() {
  const firm = useFirm();
  const allowed = firm.data?.myPermissions.includes('contacts.list-firm') ?? false;
  const query = useFirmContacts(allowed);
  const mayHandOver = useMayHandOver(true);
  if (!allowed) return null;
  return (
    <section aria-labelledby="firm-contacts" className="mt-10">
      <h2 id="firm-contacts" className="text-xl font-semibold text-slate-900">
        Contacts du cabinet
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Nom, type, société et avocat responsable de chaque contact. Une fiche ne s’ouvre que pour son avocat
        et ses assistant(e)s&#8239;; vous pouvez la confier à un autre avocat du cabinet.
      </p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorBox message="Impossible de charger les contacts du cabinet. Veuillez réessayer." />
      ) : query.data.contacts.length === 0 ? (
        <p className="text-sm text-slate-600">Le cabinet n’a encore aucun contact.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Contacts du cabinet</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Contact
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Type
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Société
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Avocat responsable
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {query.data.contacts.map((contact) => {
                const name = contactFullName(contact);
                return (
                  <tr key={contact.id}>
                    <td className="px-4 py-2 text-slate-900">
                      {contact.own ? (
                        <Link
                          to={paths.pro.contact(contact.id)}
                          className="font-medium text-blue-700 underline"
                        >
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </td>
                    <td className="px-4 py-2 text-slate-700">{CONTACT_TYPE_LABELS[contact.type]}</td>
                    <td className="px-4 py-2 text-slate-700">{contact.company ?? '—'}</td>
                    <td className="px-4 py-2 text-slate-700">{contact.responsibleLawyer}</td>
                    <td className="px-4 py-2 text-right">
                      {mayHandOver ? (
                        <ContactHandOverButton
                          contactId={contact.id}
                          name={name}
                          label={`Confier le contact ${name} à un confrère`}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
