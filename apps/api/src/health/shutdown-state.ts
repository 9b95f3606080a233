import { Injectable } from '@nestjs/common';

/**
 * Where this instance is in a graceful shutdown (`stopApiApp`): `draining` from the signal on
 * (readiness answers 503 so load balancers stop sending), `closing` once the listener is closed
 * (requests still arriving on open keep-alive connections are turned away).
 */
@Injectable()
export class ShutdownState {
  draining = false;
  closing = false;
}
