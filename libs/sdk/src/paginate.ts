import { FetchResult, unwrap } from './errors';

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Every row of a paged list, page after page, until `pagination.hasMore` is false:
 *
 *   for await (const vendor of paginate((page) => client.GET('/vendors', { params: { query: { ...page, search: 'acme' } } }))) …
 */
export async function* paginate<T>(fetchPage: (page: PageWindow) => Promise<FetchResult<{ data: T[]; pagination: { hasMore: boolean } }>>, pageSize = 100): AsyncGenerator<T> {
  for (let offset = 0; ; offset += pageSize) {
    const page = unwrap(await fetchPage({ limit: pageSize, offset }));
    yield* page.data;
    if (!page.pagination.hasMore || page.data.length === 0) return;
  }
}
