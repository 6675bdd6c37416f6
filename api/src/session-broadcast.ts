/**
 * Sign-out news between instances: every revocation this process makes
 * (sign-out, sign-out everywhere) is published on Redis, and every instance
 * that hears one drops what it remembers of that user's sessions, so a copied
 * cookie is refused on all instances at once rather than after their
 * SESSION_CHECK_CACHE_MS memo runs out. Without Redis the memo's expiry alone
 * bounds it.
 */
import type { Redis } from 'ioredis';
import { forgetCachedSession, onSessionsRevoked } from './auth/session-revocation';
import type { Logger } from './observability/logger';
import { closeRedis, connectRedis } from './redis';

/** The channel of the news, under REDIS_PREFIX. */
export const REVOCATION_CHANNEL = 'sessions:revoked';

/**
 * Publishes this process's revocations through `redis` and subscribes (on a
 * connection of its own to `url`) to everyone's; returns a function that stops both.
 */
export function shareSessionRevocations(
  redis: Redis,
  url: string,
  prefix: string,
  logger: Logger,
): () => Promise<void> {
  const channel = `${prefix}${REVOCATION_CHANNEL}`;
  const subscriber = connectRedis(
    url,
    'tonelens-revocations',
    (event, detail) => logger.warn({ event, ...detail }),
    // The subscription waits for the connection and is renewed on every reconnection.
    { offlineQueue: true },
  );
  subscriber
    .subscribe(channel)
    .catch((error: unknown) => logger.warn({ event: 'revocation_subscribe_failed', error: String(error) }));
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
  return async () => {
    stopListening();
    await closeRedis(subscriber);
  };
}
