/** Who is calling: the API key behind the request, its company and its role. */
export type Role = 'owner' | 'accountant' | 'manager' | 'employee';

export const ROLES: readonly Role[] = ['owner', 'accountant', 'manager', 'employee'];

export interface Actor {
  companyId: number;
  /** Id of the API key; movements and expenses record it as their `userId`. */
  keyId: number;
  keyName: string;
  role: Role;
}
