/**
 * The event outbox and webhook deliveries as the metrics report them, read by the webhooks
 * context that owns those tables (the metrics lib never reads another context's tables).
 */
export interface OutboxFigures {
  /** Committed events not yet relayed, the age of the oldest, and deliveries by state; fails rather than wait long. */
  read(): Promise<{ outbox: { count: number; oldestAgeSeconds: number }; deliveries: { status: string; count: number }[] }>;
}
export const OUTBOX_FIGURES = Symbol('OutboxFigures');
