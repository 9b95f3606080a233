/** A place stock is kept in. */
export interface Warehouse {
  id: number;
  companyId: number;
  name: string;
  createdAt: Date;
}

export const WAREHOUSE_NAME_MAX = 200;
