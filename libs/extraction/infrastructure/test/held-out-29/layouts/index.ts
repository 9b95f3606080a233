import { Layout } from '../../generalisation/kit';
import { enDutchBalloonFlightInvoice } from './en-dutch-balloon-flight-invoice';
import { enUkTweedMillOrder } from './en-uk-tweed-mill-order';
import { enUsTypewriterRestorationInvoice } from './en-us-typewriter-restoration-invoice';
import { enUxResearchLabInvoice } from './en-ux-research-lab-invoice';
import { heCardTerminalLeaseBill } from './he-card-terminal-lease-bill';
import { heEggDistributorTwoPage } from './he-egg-distributor-two-page';
import { heGreekTavernaBill } from './he-greek-taverna-bill';
import { heParquetFlooringCreditNote } from './he-parquet-flooring-credit-note';
import { heSeminarCentreFolio } from './he-seminar-centre-folio';
import { heShoeRepairKioskTill } from './he-shoe-repair-kiosk-till';
import { heWeighbridgeSlip } from './he-weighbridge-slip';
import { heYarnWebshopOrder } from './he-yarn-webshop-order';
import { mixedIceRinkReceipt } from './mixed-ice-rink-receipt';
import { mixedPhotoBoothRentalInvoice } from './mixed-photo-booth-rental-invoice';
import { mixedSukkahBuilderInvoice } from './mixed-sukkah-builder-invoice';

/** The twenty-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-28. */
export const HELD_OUT_29: Layout[] = [
  heShoeRepairKioskTill,
  heGreekTavernaBill,
  heCardTerminalLeaseBill,
  heWeighbridgeSlip,
  heSeminarCentreFolio,
  heYarnWebshopOrder,
  heEggDistributorTwoPage,
  heParquetFlooringCreditNote,
  enUsTypewriterRestorationInvoice,
  enDutchBalloonFlightInvoice,
  enUkTweedMillOrder,
  enUxResearchLabInvoice,
  mixedIceRinkReceipt,
  mixedPhotoBoothRentalInvoice,
  mixedSukkahBuilderInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h29-';
