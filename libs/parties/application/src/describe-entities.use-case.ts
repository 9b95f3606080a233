import { Inject, Injectable } from '@nestjs/common';

export interface EntitySummary {
  id: number;
  visibleId: string;
  name: string;
  taxId: string | null;
  isClient: boolean;
  isVendor: boolean;
}

/** Reads entity summaries by id; implemented in this context's infrastructure. */
export interface EntityDirectory {
  byIds(companyId: number, ids: number[]): Promise<EntitySummary[]>;
}
export const ENTITY_DIRECTORY = Symbol('EntityDirectory');

/**
 * For other contexts (documents are issued to an entity, expenses name their vendor): the
 * company's entities with the given ids. Unknown ids and other companies' ids are absent.
 */
@Injectable()
export class DescribeEntities {
  constructor(@Inject(ENTITY_DIRECTORY) private readonly directory: EntityDirectory) {}

  async byIds(companyId: number, ids: number[]): Promise<Map<number, EntitySummary>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    return new Map((await this.directory.byIds(companyId, unique)).map((e) => [e.id, e]));
  }
}
