import { Actor, Role } from './actor';
import { ForbiddenError } from './domain-error';

/**
 * What each role may do (contract "Authentication and roles"): owner everything; accountant
 * business data and accounting-export mapping; manager business data; employee reads, and may
 * create expenses, stock movements and documents (and upload the files they need).
 */
export type Permission =
  | 'read'
  | 'manage_api_keys'
  | 'manage_webhooks'
  | 'manage_company_settings'
  | 'write_business_data'
  | 'map_accounting_exports'
  | 'upload_files'
  | 'create_expenses'
  | 'create_stock_movements'
  | 'create_documents';

const EMPLOYEE: Permission[] = ['read', 'upload_files', 'create_expenses', 'create_stock_movements', 'create_documents'];
const MANAGER: Permission[] = [...EMPLOYEE, 'write_business_data'];
const ACCOUNTANT: Permission[] = [...MANAGER, 'map_accounting_exports', 'manage_company_settings'];
const OWNER: Permission[] = [...ACCOUNTANT, 'manage_api_keys', 'manage_webhooks'];

const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(OWNER),
  accountant: new Set(ACCOUNTANT),
  manager: new Set(MANAGER),
  employee: new Set(EMPLOYEE),
};

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role].has(permission);
}

export function assertCan(actor: Actor, permission: Permission): void {
  if (!can(actor.role, permission)) {
    throw new ForbiddenError(`A key with role "${actor.role}" may not do this (needs ${permission.replace(/_/g, ' ')})`);
  }
}
