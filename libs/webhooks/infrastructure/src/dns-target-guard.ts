import { BlockedAddressError, resolveAllowed } from '@backoffice/shared/net';
import { ValidationError } from '@backoffice/shared/kernel';
import { TargetGuard } from '@backoffice/webhooks/application';

/** Registration-time check of an endpoint URL's host; delivery checks again at connect time. */
export class DnsTargetGuard implements TargetGuard {
  constructor(private readonly allowPrivate: boolean) {}

  async check(url: URL): Promise<void> {
    try {
      await resolveAllowed(url.hostname, { allowPrivate: this.allowPrivate });
    } catch (error) {
      if (error instanceof BlockedAddressError) throw ValidationError.field('url', `resolves to a ${error.kind} address; webhook targets must be public`);
      throw ValidationError.field('url', `host ${url.hostname} does not resolve`);
    }
  }
}
