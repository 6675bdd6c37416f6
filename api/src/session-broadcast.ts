/**
 * Sign-out news between instances: every revocation this process makes
 * (sign-out, sign-out everywhere) is published on Redis, and every instance
 * that hears one drops what it remembers of that user's sessions, so a copied
 * cookie is refused on all instances at once rather than after their
 * SESSION_CHECK_CACHE_MS memo runs out. Without Redis the memo's expiry alone
 * bounds it.
 *
 * The subscription is kept for the life of the process: tried again with a
 * growing pause (at most REVOCATION_RETRY_MAX_MS) until it holds, renewed on
 * every reconnection, and each time it starts again the whole memo is
 * dropped, since news sent while it was away was lost.
 */
import type { Redis } from 'ioredis';
import { forgetAllCachedSessions, forgetCachedSession, onSessionsRevoked } from './auth/session-revocation';
import type { Logger } from './observability/logger';
import { closeRedis, connectRedis } from './redis';

/** The channel of the news, under REDIS_PREFIX. */
export const REVOCATION_CHANNEL = 'sessions:revoked';
/** First pause before subscribing again after a failure, in ms (doubled each time). */
export const REVOCATION_RETRY_MIN_MS = 100;
/** Longest pause between attempts to subscribe, in ms. */
export const REVOCATION_RETRY_MAX_MS = 2000;

/** The running exchange of sign-out news. */
export interface RevocationSharing {
  /** True while this process is subscribed, so it hears other instances' sign-outs at once. */
  flowing(): boolean;
  /** Stops publishing and listening. */
  stop(): Promise<void>;
}

/**
 * Publishes this process's revocations through `redis` and subscribes (on a
 * connection of its own to `url`) to everyone's.
 */
export function shareSessionRevocations(redis: Redis, url: string, prefix: string, logger: Logger): RevocationSharing {
  const channel = `${prefix}${REVOCATION_CHANNEL}`;
  const subscriber = connectRedis(url, 'tonelens-revocations', (event, detail) => logger.warn({ event, ...detail }));
  let subscribed = false;
  let stopped = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;

  const subscribe = () => {
    clearTimeout(retry);
    retry = undefined;
    if (stopped || subscribed || subscriber.status !== 'ready') return;
    subscriber.subscribe(channel).then(
      () => {
        if (stopped) return;
        subscribed = true;
        attempts = 0;
        // Whatever was announced while this process was not listening is lost: check every session afresh.
        forgetAllCachedSessions();
        logger.info({ event: 'revocation_subscribed' });
      },
      (error: unknown) => {
        if (stopped) return;
        attempts++;
        logger.warn({ event: 'revocation_subscribe_failed', attempts, error: String(error) });
        const pause = Math.min(REVOCATION_RETRY_MAX_MS, REVOCATION_RETRY_MIN_MS * 2 ** Math.min(attempts, 10));
        retry = setTimeout(subscribe, pause);
        retry.unref();
      },
    );
  };
  // Every (re)connection subscribes anew; a lost connection means the news is not reaching us.
  subscriber.on('ready', subscribe);
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscribe();

  subscriber.on('message', (from: string, message: string) => {
    const userId = Number(message);
    if (from === channel && Number.isSafeInteger(userId)) forgetCachedSession(userId);
  });
  const stopListening = onSessionsRevoked((userId) => {
    redis.publish(channel, String(userId)).catch((error: unknown) => {
      // The other instances then refuse the cookie when their memo expires.
      logger.warn({ event: 'revocation_publish_failed', userId, error: String(error) });
    });
  });
  return {
    flowing: () => subscribed,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      stopListening();
      await closeRedis(subscriber);
    },
  };
}
