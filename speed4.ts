import { readEmotions, analyseLocally } from './core/src/index';
import { messageText } from './bench/texts';
const big = messageText(1 << 20);
const t: number[] = [], a: number[] = [];
for (let i = 0; i < 25; i++) { let s = performance.now(); readEmotions(big); t.push(performance.now() - s); s = performance.now(); analyseLocally(big); a.push(performance.now() - s); }
t.sort((x, y) => x - y); a.sort((x, y) => x - y);
console.log('readEmotions', t[12]!.toFixed(1), 'analyseLocally', a[12]!.toFixed(1), 'ratio', (t[12]! / a[12]!).toFixed(2));
