import { analyseAxesLocally } from './core/src/index';
for (const t of process.argv.slice(2)) { const r = analyseAxesLocally(t); console.log(t, r.warmthDetachment.toFixed(2), r.valence.toFixed(2), JSON.stringify(r.drivers.warmthDetachment)); }
