import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, map } from 'rxjs';

/**
 * Contract "Errors": two reads answer 200 with the body exactly `null` and
 * `Content-Type: application/json`. Nest on Fastify sends an empty body when a handler returns
 * null, so this turns null (or undefined) into the JSON text `null`, sent as is.
 */
@Injectable()
export class JsonNullInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (value !== null && value !== undefined) return value;
        context.switchToHttp().getResponse<FastifyReply>().header('content-type', 'application/json; charset=utf-8');
        // A string payload with a JSON content type is sent by Fastify without serialising it again.
        return 'null';
      }),
    );
  }
}

/** Marks a read whose "not there" answer is 200 with the JSON body `null`. */
export const AnswersJsonNull = () => UseInterceptors(JsonNullInterceptor);
