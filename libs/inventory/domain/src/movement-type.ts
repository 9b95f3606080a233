/** The eight movement types of the contract ("Stock movements"). */
export const MOVEMENT_TYPES = ['ADD', 'SUBTRACT', 'ADJUST', 'TRANSFER', 'RESERVE', 'RELEASE', 'RELEASE_AND_SUBTRACT', 'ADD_AND_RESERVE'] as const;

export type MovementType = (typeof MOVEMENT_TYPES)[number];

export function isMovementType(value: unknown): value is MovementType {
  return typeof value === 'string' && (MOVEMENT_TYPES as readonly string[]).includes(value);
}
