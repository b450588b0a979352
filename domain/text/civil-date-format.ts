/** 2026-11-24 → « 24/11/2026 ». A civil date has no time zone: nothing to convert. */
export function formatCivilDateShort(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}
