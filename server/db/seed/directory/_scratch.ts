import { generateDirectoryProfessionals } from './generate-directory';
const rows = generateDirectoryProfessionals(450);
for (const r of rows.slice(200, 215)) console.log(`[${r.professionalType}] ${r.firstName} ${r.lastName} | ${r.practice} | ${r.specialty} | ${r.streetAddress}, ${r.postalCode} ${r.city} | ${r.barNumber}\n  ${r.description}\n  ${r.fullDescription!.replaceAll('\n', '\n  ')}\n`);
const lens = rows.map(r => r.description!.length);
console.log(Math.min(...lens), Math.max(...lens));
