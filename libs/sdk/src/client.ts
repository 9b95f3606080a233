import createClient, { Client } from 'openapi-fetch';
import type { components, paths } from './generated/openapi';
import { retryingFetch, RetryOptions } from './retry';

export type BackofficePaths = paths;
export type Schemas = components['schemas'];
export type BackofficeClient = Client<paths>;

export interface ClientOptions {
  /** The API's address, e.g. https://api.example.com (PUBLIC_BASE_URL of the deployment). */
  baseUrl: string;
  /** An API key of the company (`sk_…`). */
  apiKey: string;
  retry?: RetryOptions;
  /** Another fetch (a proxy agent, a test double); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed client of every operation in /openapi.json (openapi-fetch over the types
 * openapi-typescript generates), with safe retries: see retryingFetch.
 */
export function createBackofficeClient(options: ClientOptions): BackofficeClient {
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(fetchImpl, options.retry),
  });
}
