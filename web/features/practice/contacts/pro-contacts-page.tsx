import { Building2, LayoutGrid, List, Mail, MapPin, Phone, Plus, Search, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  CLIENT_TYPE_FILTER_LABELS,
  CLIENT_TYPE_FILTERS,
  CONTACT_STATUS_FILTER_LABELS,
  CONTACT_STATUS_FILTERS,
  CONTACT_TYPE_FILTER_LABELS,
  CONTACT_TYPE_FILTERS,
  filterContacts,
  NO_CONTACT_FILTERS,
  type TClientTypeFilter,
  type TContactFilters,
  type TContactStatusFilter,
  type TContactTypeFilter,
} from '#domain/practice/contacts/contact-filters.ts';
import { contactFullName, type TContactSummary } from '#domain/practice/contacts/contact-schemas.ts';
import { useCreationParam } from '#web/shared/layout/use-creation-param.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { TAG_COLOUR_CLASSES } from '../tags/tag-editor';
import { ContactBadges, initialsOf } from './contact-format';
import { FirmContactsSection } from './firm-contacts-section';
import { NewContactDialog } from './new-contact-dialog';
import type { TContactsListState } from './pro-contact-detail-page';
import { useProContacts } from './pro-contacts-api';

const LOAD_ERROR = 'Impossible de charger vos contacts. Veuillez réessayer.';

type TView = 'gallery' | 'list';

export function ProContactsPage() {
  useDocumentTitle('Mes contacts');
  const [creating, setCreating] = useCreationParam();
  const [filters, setFilters] = useState<TContactFilters>(NO_CONTACT_FILTERS);
  const [view, setView] = useState<TView>('gallery');
  const query = useProContacts();
  const update = (change: Partial<TContactFilters>) => setFilters((current) => ({ ...current, ...change }));
  const shown = filterContacts(query.data?.contacts ?? [], filters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listState = useLocation().state as TContactsListState | null;
  // The contact's page is gone (deleted, or handed over to a colleague): the list takes the focus.
  const contactLeft = listState?.contactDeleted === true || listState?.contactHandedOver === true;
  useEffect(() => {
    if (contactLeft) headingRef.current?.focus();
  }, [contactLeft]);
  const staff = useStaff() !== null;

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            Mes contacts
          </h1>
          <p className="mt-1 text-slate-600">Gérez votre carnet d'adresses professionnel</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Nouveau contact
        </Button>
      </div>

      <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="relative min-w-60 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Rechercher un contact"
            placeholder="Rechercher un contact…"
            value={filters.search}
            onChange={(event) => update({ search: event.target.value })}
            className="pl-9"
          />
        </div>
        <Select
          aria-label="Type de contact"
          value={filters.type}
          onChange={(event) => update({ type: event.target.value as TContactTypeFilter })}
          className="w-auto"
        >
          {CONTACT_TYPE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_TYPE_FILTER_LABELS[value]}
            </option>
          ))}
        </Select>
        {filters.type === 'client' ? (
          <Select
            aria-label="Type de client"
            value={filters.clientType}
            onChange={(event) => update({ clientType: event.target.value as TClientTypeFilter })}
            className="w-auto"
          >
            {CLIENT_TYPE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {CLIENT_TYPE_FILTER_LABELS[value]}
              </option>
            ))}
          </Select>
        ) : null}
        <Select
          aria-label="Statut"
          value={filters.status}
          onChange={(event) => update({ status: event.target.value as TContactStatusFilter })}
          className="w-auto"
        >
          {CONTACT_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_STATUS_FILTER_LABELS[value]}
            </option>
          ))}
        </Select>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Affichage</legend>
          <Button
            size="sm"
            variant={view === 'gallery' ? 'primary' : 'outline'}
            aria-pressed={view === 'gallery'}
            aria-label="Vue galerie"
            onClick={() => setView('gallery')}
          >
            <LayoutGrid className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant={view === 'list' ? 'primary' : 'outline'}
            aria-pressed={view === 'list'}
            aria-label="Vue liste"
            onClick={() => setView('list')}
          >
            <List className="h-4 w-4" aria-hidden="true" />
          </Button>
        </fieldset>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <div className="space-y-3">
          <ErrorBox message={LOAD_ERROR} />
          <Button variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <Users className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">Aucun contact trouvé</h2>
          <p className="mt-1 text-slate-600">
            {query.data.contacts.length === 0
              ? 'Ajoutez votre premier contact avec «\u00a0Nouveau contact\u00a0».'
              : 'Modifiez la recherche ou les filtres pour voir d’autres contacts.'}
          </p>
        </div>
      ) : view === 'gallery' ? (
        <ul
          aria-label="Contacts"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5"
        >
          {shown.map((contact) => (
            <ContactCard key={contact.id} contact={contact} />
          ))}
        </ul>
      ) : (
        <ContactTable contacts={shown} />
      )}

      {staff ? null : <FirmContactsSection />}

      <NewContactDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function ContactCard(props: { contact: TContactSummary }) {
  const { contact } = props;
  const headingId = `contact-${contact.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600/10 text-sm font-semibold text-brand-700"
        >
          {initialsOf(contact)}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-semibold text-slate-900">
            <Link to={paths.pro.contact(contact.id)} className="hover:underline">
              {contactFullName(contact)}
            </Link>
          </h2>
          {contact.position || contact.company ? (
            <p className="break-words text-sm text-slate-600">
              {[contact.position, contact.company].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
      </div>
      <ContactBadges type={contact.type} clientType={contact.clientType} status={contact.status} />
      <ul className="space-y-1 text-sm text-slate-700">
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0 break-words">{contact.email}</span>
        </li>
        <li className="flex items-center gap-2">
          <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          {contact.phone}
        </li>
        {contact.city ? (
          <li className="flex items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {contact.city}
          </li>
        ) : null}
      </ul>
      {contact.tags.length ? (
        <ul aria-label="Étiquettes" className="flex flex-wrap gap-1">
          {contact.tags.map((tag) => (
            <li
              key={tag.id}
              className={cn('rounded-full px-2 py-0.5 text-xs font-medium', TAG_COLOUR_CLASSES[tag.colour])}
            >
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function ContactTable(props: { contacts: TContactSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Contacts</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Nom
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Type et statut
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Entreprise
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              E-mail
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Téléphone
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.contacts.map((contact) => (
            <tr key={contact.id}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                <Link to={paths.pro.contact(contact.id)} className="hover:underline">
                  {contactFullName(contact)}
                </Link>
              </th>
              <td className="px-4 py-3">
                <ContactBadges type={contact.type} clientType={contact.clientType} status={contact.status} />
              </td>
              <td className="px-4 py-3 text-slate-700">
                {contact.company ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Building2 className="h-4 w-4 text-slate-400" aria-hidden="true" />
                    {contact.company}
                  </span>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-4 py-3 text-slate-700">{contact.email}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{contact.phone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
