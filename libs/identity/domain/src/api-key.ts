import { Role } from '@backoffice/shared/kernel';

/** Keys look like `sk_` + at least 32 base62 characters; anything else is refused before any lookup. */
export const API_KEY_PATTERN = /^sk_[A-Za-z0-9]{32,200}$/;

export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

/** An API key as stored: the secret itself is never kept, only its hash and a short prefix to recognise it by. */
export interface ApiKey {
  id: number;
  companyId: number;
  name: string;
  role: Role;
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
}
