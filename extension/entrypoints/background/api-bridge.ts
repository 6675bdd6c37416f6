/** The API bridge: content scripts never call the API; they ask the background, which applies the rules. */
import { bridgeRefusal, callApi } from '@/lib/api';
import { getSettings } from '@/lib/settings';
import { listen, type BridgeRequest, type Handlers } from '@/lib/protocol';

/** Makes a bridged request if the bridge's rules allow it (routes, "Local only"); rejects with the reason otherwise. */
export async function handleBridgeRequest(request: BridgeRequest, fetchImpl?: typeof fetch): Promise<unknown> {
  const settings = await getSettings();
  const refusal = bridgeRefusal(settings, request);
  if (refusal) throw new Error(refusal);
  return callApi(settings, request.method, request.path, request.body, fetchImpl);
}

/** Handles 'api:request'. */
export const bridgeHandlers: Pick<Handlers, 'api:request'> = {
  'api:request': (request) => handleBridgeRequest(request),
};

/** Answers 'api:request'. */
export function setupApiBridge(): void {
  listen(bridgeHandlers);
}
