import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, requestFingerprint } from '@backoffice/shared/kernel';
import { IdempotentRequests } from '@backoffice/shared/persistence';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import { AuthenticatedRequest, CurrentActorOf } from './auth';

const SEAL_ANSWER = 'backoffice:idempotency-seal';

/** The answer of this write carries a secret: stored under the key encrypted. */
export const SealIdempotentAnswer = () => SetMetadata(SEAL_ANSWER, true);

/** One Idempotency-Key header at most (several are a malformed key). */
export function idempotencyKeyOf(request: AuthenticatedRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (Array.isArray(header)) throw new DomainError('INVALID_IDEMPOTENCY_KEY', 'validation', 'Send one Idempotency-Key header');
  return header;
}

/**
 * Idempotency-Key on a write route (`@Operation({ idempotent: true })`): with a key, the request
 * runs inside one transaction that holds the key, runs the handler (validation included) and
 * stores its answer; a retry with the same method, route, path and body answers the stored answer
 * with `Idempotent-Replay: true`. Without a key the route runs as it always did.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly requests: IdempotentRequests,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const key = idempotencyKeyOf(request);
    if (key === undefined) return next.handle();
    const asked = requestFingerprint(request.method, request.routeOptions.url, request.params ?? {}, request.query ?? {}, request.body ?? null);
    const scope = {
      companyId: CurrentActorOf(request).companyId,
      key,
      request: asked,
      sealAnswer: this.reflector.get<boolean>(SEAL_ANSWER, context.getHandler()) === true,
    };
    return from(this.requests.run(scope, () => lastValueFrom(next.handle(), { defaultValue: undefined }))).pipe(
      map((outcome) => {
        if (outcome.replayed) void http.getResponse<FastifyReply>().header('Idempotent-Replay', 'true');
        return outcome.body;
      }),
    );
  }
}
