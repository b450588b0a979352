import {
  CLIENT_TYPE_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_TYPE_LABELS,
  type TClientType,
  type TContactStatus,
  type TContactType,
} from '#domain/practice/contacts/contact-schemas.ts';
import { Badge } from '#web/shared/ui/badge.tsx';

const TYPE_CLASSES: Record<TContactType, string> = {
  client: 'bg-blue-100 text-blue-800',
  partenaire: 'bg-purple-100 text-purple-800',
  confrere: 'bg-amber-100 text-amber-800',
};

const STATUS_CLASSES: Record<TContactStatus, string> = {
  actif: 'bg-green-100 text-green-800',
  prospect: 'bg-sky-100 text-sky-800',
  inactif: 'bg-slate-200 text-slate-700',
};

/** Type (and client type for clients) then status, as the card and the header show them. */
export function ContactBadges(props: {
  type: TContactType;
  clientType: TClientType | null;
  status: TContactStatus;
}) {
  return (
    <span className="flex flex-wrap gap-2">
      <Badge className={TYPE_CLASSES[props.type]}>{CONTACT_TYPE_LABELS[props.type]}</Badge>
      {props.type === 'client' && props.clientType ? (
        <Badge className="bg-slate-100 text-slate-700">{CLIENT_TYPE_LABELS[props.clientType]}</Badge>
      ) : null}
      <Badge className={STATUS_CLASSES[props.status]}>{CONTACT_STATUS_LABELS[props.status]}</Badge>
    </span>
  );
}

export function initialsOf(contact: { firstName: string; lastName: string }): string {
  return `${contact.firstName.charAt(0)}${contact.lastName.charAt(0)}`.toUpperCase();
}
