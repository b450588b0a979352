import { openDatabase } from '../server/db/database';
import { searchProfessionals } from '../server/professionals/search-professionals';
import { ZSearchQuery } from '../domain/professionals/search-schemas';
import { communeIndex } from '../server/geo/commune-index';

const handle = await openDatabase({ driver: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/jurisrdv_bench' });
communeIndex();
const towns = ['Paris', 'Lyon', 'Marseille', 'Boulogne-Billancourt', 'Toulouse', 'Nantes', 'Lille', 'Rennes', 'Nice', 'Bordeaux', 'Versailles', 'Montreuil'];
const now = new Date();
let n = 0;
const t0 = performance.now();
for (const town of towns) for (const distance of [5, 20, 50]) for (const extra of [{}, { professionalType: 'avocat' }, { specialty: 'Droit pénal' }]) {
  const q = ZSearchQuery.parse({ location: town, distance: String(distance), ...extra, page: String(1 + (n % 3)) });
  const s = performance.now();
  const r = await searchProfessionals(handle.db, q, now);
  n++;
  if (n % 20 === 0) console.log(town, distance, JSON.stringify(extra), r.total, (performance.now() - s).toFixed(1), 'ms');
}
console.log(n, 'searches', ((performance.now() - t0) / n).toFixed(1), 'ms avg');
await handle.close();
