import { Foundation1764000000000 } from './1764000000000-foundation';

/** The one migration timeline, in order. Append; never edit a migration that has shipped. */
export const MIGRATIONS = [Foundation1764000000000];
