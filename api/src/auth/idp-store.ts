/**
 * Where the built-in identity provider keeps its state (sessions, interactions,
 * authorization codes, grants, tokens and the names people typed): in this
 * process for one instance, or in the shared Redis when REDIS_URL is set, so a
 * sign-in started on one instance finishes on any other behind the balancer.
 * Both follow oidc-provider's adapter contract (one adapter per model name).
 */
import type { Redis } from 'ioredis';

/** A stored artifact: oidc-provider's payload, as it gave it. */
export type IdpPayload = Record<string, unknown>;

/** oidc-provider's adapter contract (the methods it calls on one model's store). */
export interface IdpAdapter {
  /** Stores `payload` under `id` for `expiresIn` seconds. */
  upsert(id: string, payload: IdpPayload, expiresIn: number): Promise<void>;
  find(id: string): Promise<IdpPayload | undefined>;
  findByUid(uid: string): Promise<IdpPayload | undefined>;
  findByUserCode(userCode: string): Promise<IdpPayload | undefined>;
  /** Marks a one-time artifact (an authorization code) used. */
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  /** Removes every artifact issued under the grant `grantId`. */
  revokeByGrantId(grantId: string): Promise<void>;
}

/** The class oidc-provider instantiates once per model name ("Session", "Interaction", "AuthorizationCode"…). */
export type IdpAdapterClass = new (name: string) => IdpAdapter;

/** Lifetime of an artifact stored without one, in seconds. */
const DEFAULT_TTL_SECONDS = 3600;
/** Entries one in-memory model keeps before it sweeps the expired ones. */
const MEMORY_SWEEP_AT = 50_000;

type Stored = { payload: IdpPayload; expiresAt: number };

/** A store in this process only: right for one instance (state is lost on restart, which sign-in survives). */
export function memoryIdpStore(): IdpAdapterClass {
  const stores = new Map<string, Map<string, Stored>>();
  return class MemoryAdapter implements IdpAdapter {
    private readonly store: Map<string, Stored>;
    constructor(name: string) {
      this.store = stores.get(name) ?? new Map();
      stores.set(name, this.store);
    }
    private live(id: string): Stored | undefined {
      const s = this.store.get(id);
      if (s && s.expiresAt < Date.now()) {
        this.store.delete(id);
        return undefined;
      }
      return s;
    }
    async upsert(id: string, payload: IdpPayload, expiresIn: number) {
      if (this.store.size > MEMORY_SWEEP_AT) for (const key of this.store.keys()) this.live(key);
      this.store.set(id, { payload, expiresAt: Date.now() + (expiresIn || DEFAULT_TTL_SECONDS) * 1000 });
    }
    async find(id: string) {
      return this.live(id)?.payload;
    }
    async findByUserCode(userCode: string) {
      for (const id of this.store.keys()) {
        const s = this.live(id);
        if (s?.payload.userCode === userCode) return s.payload;
      }
      return undefined;
    }
    async findByUid(uid: string) {
      for (const id of this.store.keys()) {
        const s = this.live(id);
        if (s?.payload.uid === uid) return s.payload;
      }
      return undefined;
    }
    async consume(id: string) {
      const s = this.live(id);
      if (s) s.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      this.store.delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const [id, s] of this.store) if (s.payload.grantId === grantId) this.store.delete(id);
    }
  };
}

/**
 * A store in the shared Redis, every key under `${prefix}idp:`. Each artifact is a hash (its JSON payload, and
 * `consumed` once used) expiring with the artifact; `uid:`, `userCode:` and `grant:` keys index it the way
 * oidc-provider looks artifacts up.
 */
export function redisIdpStore(redis: Redis, prefix: string): IdpAdapterClass {
  const base = `${prefix}idp:`;
  const uidKey = (uid: string) => `${base}uid:${uid}`;
  const userCodeKey = (code: string) => `${base}userCode:${code}`;
  const grantKey = (grantId: string) => `${base}grant:${grantId}`;
  return class RedisAdapter implements IdpAdapter {
    constructor(private readonly name: string) {}
    private key(id: string): string {
      return `${base}${this.name}:${id}`;
    }
    async upsert(id: string, payload: IdpPayload, expiresIn: number) {
      const ttl = Math.max(1, Math.ceil(expiresIn || DEFAULT_TTL_SECONDS));
      const key = this.key(id);
      const multi = redis.multi().del(key).hset(key, 'payload', JSON.stringify(payload)).expire(key, ttl);
      if (typeof payload.grantId === 'string') {
        const grant = grantKey(payload.grantId);
        // The grant's index lives as long as its longest-lived artifact (GT keeps a larger expiry).
        multi.rpush(grant, key).expire(grant, ttl, 'NX').expire(grant, ttl, 'GT');
      }
      if (typeof payload.uid === 'string') multi.set(uidKey(payload.uid), id, 'EX', ttl);
      if (typeof payload.userCode === 'string') multi.set(userCodeKey(payload.userCode), id, 'EX', ttl);
      await execOrThrow(multi.exec());
    }
    async find(id: string) {
      const stored = await redis.hgetall(this.key(id));
      if (!stored.payload) return undefined;
      const payload = JSON.parse(stored.payload) as IdpPayload;
      return stored.consumed ? { ...payload, consumed: Number(stored.consumed) } : payload;
    }
    async findByUid(uid: string) {
      const id = await redis.get(uidKey(uid));
      return id ? this.find(id) : undefined;
    }
    async findByUserCode(userCode: string) {
      const id = await redis.get(userCodeKey(userCode));
      return id ? this.find(id) : undefined;
    }
    async consume(id: string) {
      // HSET on a missing key would create one that never expires: only mark an artifact that exists.
      const key = this.key(id);
      if (await redis.exists(key)) await redis.hset(key, 'consumed', String(Math.floor(Date.now() / 1000)));
    }
    async destroy(id: string) {
      await redis.del(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      const keys = await redis.lrange(grantKey(grantId), 0, -1);
      await redis.del(...keys, grantKey(grantId));
    }
  };
}

/** Throws the first error of a MULTI's replies (ioredis reports them per command). */
async function execOrThrow(replies: Promise<[Error | null, unknown][] | null>): Promise<void> {
  const done = await replies;
  if (!done) throw new Error('Redis discarded the transaction');
  const failed = done.find(([error]) => error);
  if (failed) throw failed[0];
}
