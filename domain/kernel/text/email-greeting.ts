/** Letters (any script, with their accents) in words joined by one space, hyphen or apostrophe. */
const NAME_SHAPE = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
const NAME_MAX_LENGTH = 40;

/**
 * The one greeting of every e-mail (issue 26 §6), written by composeEmail before the paragraphs:
 * « Bonjour Marie, » or « Bonjour, ».
 *
 * Whose name: the first name of the account that owns the address the e-mail goes to (the client's or the
 * professional's account; the administrator of a digest, or of the support mailbox when it is theirs), so
 * the client and the professional of one appointment each read their own name. « Bonjour, » where no
 * account owns the address (a team mailbox, an invoice's address that is not the client account's), and
 * where the address is not proven to belong to whoever typed the name: the confirmation link sent at
 * registration, the confirmation sent to a new address before it is confirmed. Otherwise anyone could
 * make JurisRDV send the text of their choice to a stranger's address. Every other e-mail to an
 * unconfirmed account is withheld by the delivery loop (ADR 0046), so a name only reaches an address its
 * owner has confirmed.
 *
 * What a name may be: even at a confirmed address, the name was typed by whoever registered, so only a
 * name-shaped one is written (letters, one space, hyphen or apostrophe between words, 40 characters at
 * most); anything else (a link, an address, digits) gives « Bonjour, ».
 */
export function emailGreeting(firstName?: string | null): string {
  const name = firstName?.replace(/[\s\p{Cc}]+/gu, ' ').trim() ?? '';
  return name.length <= NAME_MAX_LENGTH && NAME_SHAPE.test(name) ? `Bonjour ${name},` : 'Bonjour,';
}
