export interface Company {
  id: number;
  name: string;
  createdAt: Date;
}

export const COMPANY_NAME_MAX = 200;
