function utcBasic(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/**
 * « Ajouter à Google Agenda »: the documented template link
 * (calendar.google.com/calendar/render?action=TEMPLATE&text=&dates=&details=&location=), times in UTC.
 */
export function googleCalendarUrl(event: {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcBasic(event.start)}/${utcBasic(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
