import { Foundation1764000000000 } from './1764000000000-foundation';
import { Catalogue1764000001000 } from './1764000001000-catalogue';
import { Parties1764000002000 } from './1764000002000-parties';
import { Inventory1764000003000 } from './1764000003000-inventory';
import { Documents1764000004000 } from './1764000004000-documents';
import { Expenses1764000005000 } from './1764000005000-expenses';
import { Webhooks1764000006000 } from './1764000006000-webhooks';
import { Payments1764000007000 } from './1764000007000-payments';
import { Extraction1764000008000 } from './1764000008000-extraction';
import { WebhookDeliveryFillfactor1764000009000 } from './1764000009000-webhook-delivery-fillfactor';
import { JobRecoveryIndexes1764000010000 } from './1764000010000-job-recovery-indexes';
import { WebhookEndpointLifecycle1764000011000 } from './1764000011000-webhook-endpoint-lifecycle';
import { ChangeNotifications1764000012000 } from './1764000012000-change-notifications';

/** The one migration timeline, in order. Append; never edit a migration that has shipped. */
export const MIGRATIONS = [
  Foundation1764000000000,
  Catalogue1764000001000,
  Parties1764000002000,
  Inventory1764000003000,
  Documents1764000004000,
  Expenses1764000005000,
  Webhooks1764000006000,
  Payments1764000007000,
  Extraction1764000008000,
  WebhookDeliveryFillfactor1764000009000,
  JobRecoveryIndexes1764000010000,
  WebhookEndpointLifecycle1764000011000,
  ChangeNotifications1764000012000,
];
