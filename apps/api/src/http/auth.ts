import { CanActivate, ExecutionContext, Injectable, SetMetadata, applyDecorators, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import { AuthenticateApiKey } from '@backoffice/identity/application';
import { Actor, UnauthorizedError } from '@backoffice/shared/kernel';
import { requestContext } from '@backoffice/shared/observability';
import type { FastifyRequest } from 'fastify';
import { PUBLIC_EXTENSION } from './openapi/document-parts';

const PUBLIC = 'backoffice:public';

/** Routes that need no API key: health, the API reference, signed file links. The document says so too. */
export const Public = () => applyDecorators(SetMetadata(PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));

export type AuthenticatedRequest = FastifyRequest & { actor?: Actor };

/**
 * Every route needs `Authorization: Bearer <key>` unless marked @Public. The resolved caller
 * (company, key, role) is attached to the request and to the log context; use cases scope
 * every query by its company.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticate: AuthenticateApiKey,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const actor = await this.authenticate.execute(bearerToken(request.headers.authorization));
    request.actor = actor;
    const store = requestContext.getStore();
    if (store) {
      store.companyId = actor.companyId;
      store.keyId = actor.keyId;
    }
    return true;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The caller of a request that passed ApiKeyGuard. */
export function CurrentActorOf(request: AuthenticatedRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

/** The caller, as resolved by ApiKeyGuard. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => CurrentActorOf(context.switchToHttp().getRequest<AuthenticatedRequest>()));
