/** Shared client plumbing of the web app and the extension: API provider, query client, toasts, API hooks. */
export {
  ApiProvider,
  useApiSettings,
  useApiRequest,
  apiOrigin,
  type ApiSettings,
  type ApiProviderProps,
  type BoundRequest,
} from './api-context';
export { createQueryClient, getQueryFn, type On401, type QueryClientOptions } from './query-client';
export { notify, AppToaster, type NotifyOptions } from './toast';
export * from './api-hooks';
