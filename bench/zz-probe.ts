import { pathToFileURL } from 'node:url';
import { parseIcsInWorker } from '#server/agenda/calendars/parse-ics-in-worker.ts';
import { parseIcsEvents } from '#server/agenda/calendars/parse-ics-busy.ts';
const ics = ['BEGIN:VCALENDAR','VERSION:2.0','BEGIN:VEVENT','UID:x','DTSTAMP:20261120T120000Z','DTSTART:20261201T090000Z','DTEND:20261201T100000Z','SUMMARY:A','END:VEVENT','END:VCALENDAR',''].join('\r\n');
const window = { from: new Date('2026-11-01'), until: new Date('2027-06-01') };
const url = pathToFileURL('/work/wt-bench/dist/bench/ics-parse-worker.js');
for (const label of ['built', 'built']) {
  const c = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < 20; i++) await parseIcsInWorker(ics, window, { workerUrl: url });
  const d = process.cpuUsage(c);
  console.log(label, 'wall', (performance.now() - t) / 20, 'cpu', (d.user + d.system) / 1000 / 20);
}
