/**
 * Public ids are UUIDs. A value of another shape can name nothing, so lookups answer "unknown"
 * at once instead of sending PostgreSQL a uuid it would refuse to cast.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isVisibleId(value: string): boolean {
  return UUID.test(value);
}
