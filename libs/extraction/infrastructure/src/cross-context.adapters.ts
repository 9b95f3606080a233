import { Injectable } from '@nestjs/common';
import { ReceiptFile, ReceiptFiles, VendorMatch, VendorMatcher } from '@backoffice/extraction/application';
import { DescribeFiles, ReadSignedFile } from '@backoffice/files/application';
import { ListVendors } from '@backoffice/parties/application';
import { Actor, NotFoundError } from '@backoffice/shared/kernel';

/**
 * Bytes of a company's uploaded file, through the files context's application lib: DescribeFiles
 * answers only the company's own files (another company's id is absent, as an unknown one), and
 * the signed link it issues is redeemed at once with ReadSignedFile.
 */
@Injectable()
export class FilesContextReceiptFiles implements ReceiptFiles {
  constructor(
    private readonly describe: DescribeFiles,
    private readonly readSigned: ReadSignedFile,
  ) {}

  async load(companyId: number, fileId: number): Promise<ReceiptFile> {
    const view = (await this.describe.byIds(companyId, [fileId])).get(fileId);
    if (!view) throw new NotFoundError('File', 'FILE_NOT_FOUND');
    const link = new URL(view.remoteUrl);
    const { file, bytes } = await this.readSigned.execute(fileId, Number(link.searchParams.get('expires')), link.searchParams.get('signature') ?? '');
    return { bytes, detectedType: file.detectedType };
  }
}

/** The company's vendor with the extracted tax id or, failing that, exactly the extracted name (parties' ListVendors). */
@Injectable()
export class PartiesVendorMatcher implements VendorMatcher {
  constructor(private readonly vendors: ListVendors) {}

  async match(companyId: number, by: { taxId?: string; name?: string }): Promise<VendorMatch | null> {
    // The job runs for the caller's company with read access only; no key is involved.
    const actor: Actor = { companyId, role: 'employee', keyId: 0, keyName: 'extraction' };
    const window = { limit: 2, offset: 0 };
    if (by.taxId) {
      const page = await this.vendors.execute(actor, { taxId: by.taxId, sortBy: 'id', sortOrder: 'asc' }, window);
      if (page.data[0]) return { vendorId: page.data[0].id, vendorVisibleId: page.data[0].visibleId };
    }
    if (by.name) {
      const wanted = comparable(by.name);
      // Searched by its longest part between dashes, so that a name saved with a hyphen is found for one read with an en dash, and the other way round.
      const search = by.name.split(/[‐‑‒–—-]/).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '');
      const page = await this.vendors.execute(actor, { search: search || by.name, sortBy: 'id', sortOrder: 'asc' }, { limit: 50, offset: 0 });
      const same = page.data.filter((v) => comparable(v.name) === wanted);
      // Two vendors with the same name: not sure which one, so none.
      if (same.length === 1) return { vendorId: same[0].id, vendorVisibleId: same[0].visibleId };
    }
    return null;
  }
}

function comparable(name: string): string {
  return (
    name
      .normalize('NFKC')
      .replace(/[״“”]/g, '"')
      .replace(/[׳‘’`]/g, "'")
      // (A name read from a text layer keeps its en dash as printed; a vendor may have been saved with a hyphen.)
      .replace(/[‐‑‒–—]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  );
}
