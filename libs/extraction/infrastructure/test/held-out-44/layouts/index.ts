import { Layout } from '../../generalisation/kit';
import { enElSalvadorHammockWeaversInvoice } from './en-el-salvador-hammock-weavers-invoice';
import { enPanamaShipChandlerInvoice } from './en-panama-ship-chandler-invoice';
import { enTissueCultureLabInvoice } from './en-tissue-culture-lab-invoice';
import { enUsKentuckyCooperageInvoice } from './en-us-kentucky-cooperage-invoice';
import { heBirdShopTill } from './he-bird-shop-till';
import { heEspressoMachinesCreditNote } from './he-espresso-machines-credit-note';
import { heFaxToEmailMonthlyBill } from './he-fax-to-email-monthly-bill';
import { heGutterCleaningInvoice } from './he-gutter-cleaning-invoice';
import { heLebaneseMezzeBill } from './he-lebanese-mezze-bill';
import { heLighthouseSuitesFolio } from './he-lighthouse-suites-folio';
import { heOrigamiPaperWebshopOrder } from './he-origami-paper-webshop-order';
import { heVendingSnacksTwoPage } from './he-vending-snacks-two-page';
import { mixedBubbleTeaShopSlip } from './mixed-bubble-tea-shop-slip';
import { mixedCarmelRidgeFuelSlip } from './mixed-carmel-ridge-fuel-slip';
import { mixedWaterParkCarParkReceipt } from './mixed-water-park-car-park-receipt';

/** The forty-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-43. */
export const HELD_OUT_44: Layout[] = [
  heBirdShopTill,
  heLebaneseMezzeBill,
  heFaxToEmailMonthlyBill,
  heGutterCleaningInvoice,
  heLighthouseSuitesFolio,
  heOrigamiPaperWebshopOrder,
  heVendingSnacksTwoPage,
  heEspressoMachinesCreditNote,
  enTissueCultureLabInvoice,
  enElSalvadorHammockWeaversInvoice,
  enUsKentuckyCooperageInvoice,
  enPanamaShipChandlerInvoice,
  mixedCarmelRidgeFuelSlip,
  mixedWaterParkCarParkReceipt,
  mixedBubbleTeaShopSlip,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h44-';
