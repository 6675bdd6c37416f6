/**
 * Builds the Dockerfile natively, without Docker's engine: the build context
 * assembled the way Docker assembles it (.dockerignore honoured), then each
 * stage's WORKDIR, COPY and RUN lines run in order, each stage in a folder of
 * its own standing for its filesystem. The last stage's folder is the image's
 * tree; its CMD, ENV and USER say how to start it. Base images are not
 * reproduced: RUN lines use this machine's node, npm and compilers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';

/** One instruction of a Dockerfile, continuation lines joined. */
export interface Instruction {
  keyword: string;
  /** Everything after the keyword. */
  args: string;
}

/** A stage: FROM … AS name and what follows it. */
export interface Stage {
  name: string;
  /** The base image, e.g. node:22-bookworm-slim. */
  from: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages of instructions (comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = '';
    if (whole.startsWith('#') || whole === '') continue;
    const space = whole.search(/\s/);
    const keyword = whole.slice(0, space).toUpperCase();
    const args = whole.slice(space + 1).trim();
    if (keyword === 'FROM') {
      const [from, as, name] = args.split(/\s+/);
      stages.push({
        name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length),
        from: from!,
        instructions: [],
      });
    } else {
      if (stages.length === 0) throw new Error(`${keyword} before FROM`);
      stages.at(-1)!.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** One .dockerignore rule: a pattern, or an exception (`!pattern`) that lets matching files back in. */
interface IgnoreRule {
  regex: RegExp;
  exception: boolean;
}

/** Turns a .dockerignore pattern (Go filepath.Match plus `**`) into a regular expression on a relative path. */
function patternRegex(pattern: string): RegExp {
  const clean = posix.normalize(pattern.replace(/^\/+/, '')).replace(/\/+$/, '');
  let source = '';
  for (let i = 0; i < clean.length; i++) {
    const c = clean[i]!;
    if (c === '*' && clean[i + 1] === '*') {
      // `**/` matches any number of folders, none included.
      if (clean[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The rules of a .dockerignore text, in order. */
export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) =>
      l.startsWith('!')
        ? { regex: patternRegex(l.slice(1)), exception: true }
        : { regex: patternRegex(l), exception: false },
    );
}

/**
 * Whether `path` (relative, with /) is left out of the context: the last rule matching it or one of its parent
 * folders decides, as in Docker.
 */
export function isIgnored(rules: IgnoreRule[], path: string): boolean {
  const parts = path.split('/');
  let ignored = false;
  for (const rule of rules) {
    for (let n = 1; n <= parts.length; n++) {
      if (rule.regex.test(parts.slice(0, n).join('/'))) {
        ignored = !rule.exception;
        break;
      }
    }
  }
  return ignored;
}

/**
 * Copies into `into` every file of `root` that Docker would send as build context (its .dockerignore honoured)
 * and returns their relative paths. Ignored folders are not descended into when no exception could bring a file
 * back from them.
 */
export function assembleContext(root: string, into: string): string[] {
  const ignoreFile = join(root, '.dockerignore');
  const rules = existsSync(ignoreFile) ? parseDockerignore(readFileSync(ignoreFile, 'utf8')) : [];
  const hasExceptions = rules.some((r) => r.exception);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      const ignored = isIgnored(rules, path);
      if (entry.isDirectory()) {
        if (!ignored || hasExceptions) walk(path);
      } else if (!ignored) {
        mkdirSync(join(into, dir), { recursive: true });
        cpSync(join(root, path), join(into, path), { verbatimSymlinks: true });
        files.push(path);
      }
    }
  };
  walk('');
  return files;
}

/** The uid and gid the official node images give their `node` user. */
export const NODE_IMAGE_USER = { uid: 1000, gid: 1000 };

/** A user named in USER or --chown, as ids: `node` is the node images' user, root is 0, numbers are themselves. */
export function userIds(user: string): { uid: number; gid: number } {
  const [name] = user.split(':');
  if (name === 'node') return NODE_IMAGE_USER;
  if (name === 'root') return { uid: 0, gid: 0 };
  if (/^\d+$/.test(name!)) return { uid: Number(name), gid: Number(user.split(':')[1] ?? name) };
  throw new Error(`Unknown user ${user}`);
}

/** The image's tree and how to start it. */
export interface NativeImage {
  /** Folder standing for the image's `/`. */
  root: string;
  /** WORKDIR of the last stage, inside `root`. */
  workdir: string;
  /** ENV of the last stage. */
  env: Record<string, string>;
  /** CMD, as an argument list. */
  cmd: string[];
  /** USER of the last stage (root when none). */
  user: string;
  /** Each RUN line with how long it took, in ms. */
  runs: { stage: string; command: string; ms: number }[];
}

/** Options of buildNatively. */
export interface BuildOptions {
  /** The build context (already assembled). */
  context: string;
  /** Where each stage's filesystem goes (one folder per stage). */
  stagesDir: string;
  /** Variables added to every RUN line's environment (e.g. npm's cache settings). */
  runEnv?: Record<string, string>;
  /** Receives what each RUN line prints, for diagnosis. */
  log?: (text: string) => void;
}

/** Parses ENV's `KEY=value KEY2="value 2"` form. */
function parseEnv(args: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g))
    out[match[1]!] = match[3] ?? match[2]!;
  return out;
}

/** Copies `source` (a file or a folder's contents, as COPY does) to `dest`, chowning what it wrote when asked. */
function copyInto(source: string, dest: string, destIsDir: boolean, owner?: { uid: number; gid: number }): void {
  const target = statSync(source).isDirectory() ? dest : destIsDir ? join(dest, basename(source)) : dest;
  mkdirSync(statSync(source).isDirectory() ? target : join(target, '..'), { recursive: true });
  cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  if (owner) {
    chownSync(target, owner.uid, owner.gid);
    if (statSync(target).isDirectory()) {
      for (const entry of readdirSync(target, { recursive: true }))
        chownSync(join(target, String(entry)), owner.uid, owner.gid);
    }
  }
}

/** Runs `command` with sh in `cwd`; resolves with its exit code and output. */
function runShell(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, output })));
}

/** The stages a stage copies from (COPY --from=…). */
function stageDependencies(stage: Stage): string[] {
  return stage.instructions.filter((i) => i.keyword === 'COPY').flatMap((i) => /--from=(\S+)/.exec(i.args)?.[1] ?? []);
}

/**
 * Runs every stage of `stages` natively and returns the last one as an image. As BuildKit does, a stage starts
 * once the stages it copies from are done, so independent stages build at the same time.
 */
export async function buildNatively(stages: Stage[], options: BuildOptions): Promise<NativeImage> {
  const roots = new Map<string, string>();
  const runs: NativeImage['runs'] = [];
  const built = new Map<string, Promise<NativeImage>>();
  const buildStage = async (stage: Stage): Promise<NativeImage> => {
    await Promise.all(
      stageDependencies(stage).map((name) => {
        const dependency = built.get(name);
        if (!dependency) throw new Error(`COPY --from=${name}: no stage before ${stage.name} has that name`);
        return dependency;
      }),
    );
    const root = join(options.stagesDir, stage.name);
    mkdirSync(root, { recursive: true });
    roots.set(stage.name, root);
    let workdir = '/';
    let user = 'root';
    const env: Record<string, string> = {};
    let cmd: string[] = [];
    const inImage = (path: string) => join(root, posix.resolve(workdir, path));
    for (const { keyword, args } of stage.instructions) {
      if (keyword === 'WORKDIR') {
        workdir = posix.resolve(workdir, args);
        mkdirSync(inImage('.'), { recursive: true });
      } else if (keyword === 'ENV') Object.assign(env, parseEnv(args));
      else if (keyword === 'USER') user = args;
      else if (keyword === 'CMD') cmd = JSON.parse(args) as string[];
      else if (keyword === 'COPY') {
        const words = args.split(/\s+/);
        const flags = Object.fromEntries(
          words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=') as [string, string]),
        );
        const paths = words.filter((w) => !w.startsWith('--'));
        const dest = paths.pop()!;
        const fromRoot = flags.from === undefined ? options.context : roots.get(flags.from);
        if (!fromRoot) throw new Error(`COPY --from=${flags.from}: no such stage`);
        const destIsDir = dest.endsWith('/') || paths.length > 1;
        for (const source of paths) {
          const sourcePath = join(fromRoot, source);
          if (!existsSync(sourcePath)) throw new Error(`COPY ${args}: ${source} is not there (${stage.name})`);
          // Only root may give files away; run as anyone else, ownership is left as it falls.
          const owner = flags.chown && process.getuid?.() === 0 ? userIds(flags.chown) : undefined;
          copyInto(sourcePath, inImage(dest), destIsDir, owner);
        }
      } else if (keyword === 'RUN') {
        // The stage's folder is not a chroot: an absolute path would reach this machine's own files.
        if (/(^|\s)\/(?!dev\/null)/.test(args)) {
          throw new Error(`RUN with an absolute path cannot run natively: ${args}`);
        }
        const start = performance.now();
        const run = await runShell(args, inImage('.'), { ...process.env, ...options.runEnv, ...env });
        options.log?.(`[${stage.name}] RUN ${args}\n${run.output}`);
        if (run.code !== 0) throw new Error(`RUN ${args} failed (${run.code}) in ${stage.name}:\n${run.output}`);
        runs.push({ stage: stage.name, command: args, ms: Math.round(performance.now() - start) });
      } else if (!['EXPOSE', 'HEALTHCHECK', 'LABEL', 'ARG'].includes(keyword)) {
        throw new Error(`${keyword} is not reproduced natively`);
      }
    }
    return { root, workdir: inImage('.'), env, cmd, user, runs };
  };
  for (const stage of stages) {
    const started = buildStage(stage);
    // A failure surfaces from the last stage's promise (or the one awaiting it); this keeps it from going unhandled.
    started.catch(() => undefined);
    built.set(stage.name, started);
  }
  const last = stages.at(-1);
  if (!last) throw new Error('No stage');
  return built.get(last.name)!;
}

/** Disk use of `path` as `du -sh` prints it (e.g. "87M"), and in KiB. */
export function diskUse(path: string): { human: string; kib: number } {
  const human = execFileSync('du', ['-sh', path], { encoding: 'utf8' }).split('\t')[0]!;
  const kib = Number(execFileSync('du', ['-sk', path], { encoding: 'utf8' }).split('\t')[0]);
  return { human, kib };
}

/** Every top-level package name in a node_modules folder (scoped ones as @scope/name). */
export function packagesIn(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  const names: string[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@'))
      for (const scoped of readdirSync(join(nodeModules, entry))) names.push(`${entry}/${scoped}`);
    else names.push(entry);
  }
  return names.sort();
}
