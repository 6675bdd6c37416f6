/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the API process under
 * `BENCH_CPU_PROF=<dir> npm run bench:api`): where the time went, by package
 * and by function, self time and total (time with the function on the stack).
 *
 *   node --import tsx bench/cpu-profile.ts <file.cpuprofile> [--from S] [--to S] [--top N] [--busy]
 *
 * --from / --to keep the samples between those seconds from the profile's
 * start (the API is busy in the save rounds, then in the journal's); --busy
 * prints the share of each second spent outside idle, to find the phases.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Frames that are not work: the idle loop, the profiler itself, the collector (shown apart). */
const NOT_WORK = new Set(['(idle)', '(program)']);

/** Where a frame's code lives: a package under node_modules, node's own, or the app's files. */
function placeOf(url: string): string {
  if (url === '') return '(native)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  return url.replace(/^file:\/\//, '').replace(/^.*?\/(api|core|bench)\//, '$1/');
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      top: { type: 'string' },
      busy: { type: 'boolean' },
    },
  });
  const file = positionals[0];
  if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [--from S] [--to S] [--top N] [--busy]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const from = Number(values.from ?? 0) * 1e6;
  const to = values.to === undefined ? Infinity : Number(values.to) * 1e6;
  const top = Number(values.top ?? 30);

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  // Each sample's weight is the time until the next one (µs).
  const selfUs = new Map<number, number>();
  const busyPerSecond: { idle: number; all: number }[] = [];
  let at = 0;
  let work = 0;
  let gc = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    const weight = profile.timeDeltas[i + 1] ?? 0;
    const name = byId.get(id)!.callFrame.functionName;
    const second = Math.floor(at / 1e6);
    busyPerSecond[second] ??= { idle: 0, all: 0 };
    busyPerSecond[second].all += weight;
    if (name === '(idle)') busyPerSecond[second].idle += weight;
    if (at < from || at > to) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + weight);
    if (!NOT_WORK.has(name)) work += weight;
    if (name === '(garbage collector)') gc += weight;
  });

  if (values.busy) {
    console.log('second  busy');
    busyPerSecond.forEach((s, i) => {
      const busy = s.all === 0 ? 0 : 1 - s.idle / s.all;
      console.log(
        `${String(i).padStart(6)}  ${(busy * 100).toFixed(0).padStart(3)} % ${'#'.repeat(Math.round(busy * 40))}`,
      );
    });
  }

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    if (NOT_WORK.has(node.callFrame.functionName)) continue;
    const label = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'} ${placeOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    self.set(label(node), (self.get(label(node)) ?? 0) + us);
    const place = placeOf(node.callFrame.url);
    places.set(place, (places.get(place) ?? 0) + us);
    // Total: each function once per sample, however often it recurs on the stack.
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const l = label(n);
      if (seen.has(l) || n.callFrame.functionName === '(root)') continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + us);
    }
  }

  const share = (us: number) => `${((us / work) * 100).toFixed(1).padStart(5)} %`;
  const list = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [label, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${share(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${label}`);
    }
  };
  console.log(`work (not idle): ${(work / 1000).toFixed(0)} ms, of which garbage collection ${share(gc)}`);
  list('self time by place', places);
  list('self time by function', self);
  list('total time by function (on the stack)', total);
}

main();
