/** A public profile id as the API's `ZProfessionalIdParams` accepts it: anything else is unknown. */
export function parseProfessionalId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
