import { ListVendors } from '@backoffice/parties/application';
import { PartiesVendorMatcher } from './cross-context.adapters';

interface Saved {
  id: number;
  visibleId: string;
  name: string;
  taxId: string | null;
}

/** ListVendors over saved vendors: `search` finds names that contain it (case aside), `taxId` by equality, as the parties' list does. */
function vendorsOf(saved: Saved[]): { list: ListVendors; searches: string[] } {
  const searches: string[] = [];
  const list = {
    execute: async (_actor: unknown, filter: { search?: string; taxId?: string }) => {
      if (filter.search !== undefined) searches.push(filter.search);
      const data = saved.filter(
        (v) => (filter.taxId === undefined || v.taxId === filter.taxId) && (filter.search === undefined || v.name.toLowerCase().includes(filter.search.toLowerCase())),
      );
      return { data, total: data.length };
    },
  } as unknown as ListVendors;
  return { list, searches };
}

describe('PartiesVendorMatcher', () => {
  it('matches a name read with an en dash to a vendor saved with a hyphen, searching by the longest part between dashes', async () => {
    const { list, searches } = vendorsOf([{ id: 7, visibleId: 'v7', name: 'Olam Hakufsa - Games and Puzzles Ltd', taxId: null }]);
    const match = await new PartiesVendorMatcher(list).match(1, { name: 'Olam Hakufsa – Games and Puzzles Ltd' });
    expect(match).toEqual({ vendorId: 7, vendorVisibleId: 'v7' });
    expect(searches).toEqual(['Games and Puzzles Ltd']);
  });

  it('matches the other way round, and only the exact name once dashes and case are set aside', async () => {
    const { list } = vendorsOf([
      { id: 3, visibleId: 'v3', name: 'Summit Ski – Resort Ltd', taxId: null },
      { id: 4, visibleId: 'v4', name: 'Summit Ski - Resort Ltd (North)', taxId: null },
    ]);
    const matcher = new PartiesVendorMatcher(list);
    expect(await matcher.match(1, { name: 'SUMMIT SKI - RESORT LTD' })).toEqual({ vendorId: 3, vendorVisibleId: 'v3' });
    expect(await matcher.match(1, { name: 'Summit Ski - Resort' })).toBeNull();
  });

  it('prefers the vendor with the tax id, and matches no one when two vendors share the name', async () => {
    const { list } = vendorsOf([
      { id: 1, visibleId: 'v1', name: 'Twin Ltd', taxId: null },
      { id: 2, visibleId: 'v2', name: 'Twin Ltd', taxId: null },
      { id: 9, visibleId: 'v9', name: 'Other name', taxId: '514713288' },
    ]);
    const matcher = new PartiesVendorMatcher(list);
    expect(await matcher.match(1, { taxId: '514713288', name: 'Twin Ltd' })).toEqual({ vendorId: 9, vendorVisibleId: 'v9' });
    expect(await matcher.match(1, { name: 'Twin Ltd' })).toBeNull();
  });
});
