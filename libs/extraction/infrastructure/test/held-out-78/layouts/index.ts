import { Layout } from '../../generalisation/kit';
import { enHaifaNavalArchitectsGbpInvoice } from './en-haifa-naval-architects-gbp-invoice';
import { enMartiniqueLeMarinYachtRiggingInvoice } from './en-martinique-le-marin-yacht-rigging-invoice';
import { enSintEustatiusOranjestadDiveCentreInvoice } from './en-sint-eustatius-oranjestad-dive-centre-invoice';
import { enTurksCaicosProvidencialesConchShackBill } from './en-turks-caicos-providenciales-conch-shack-bill';
import { heCitrusPackingHouseThreePage } from './he-citrus-packing-house-three-page';
import { heCosplayArmourWebshopOrder } from './he-cosplay-armour-webshop-order';
import { heDaliyatElKarmelGuesthouseFolio } from './he-daliyat-el-karmel-guesthouse-folio';
import { heDashcamFleetMonitoringMonthlyBill } from './he-dashcam-fleet-monitoring-monthly-bill';
import { heHennaCeremonyDesignerInvoice } from './he-henna-ceremony-designer-invoice';
import { heLibyanCouscousRestaurantBill } from './he-libyan-couscous-restaurant-bill';
import { heShofarWorkshopTill } from './he-shofar-workshop-till';
import { heStandingDeskDealerCreditNote } from './he-standing-desk-dealer-credit-note';
import { mixedAfulaAdblueDieselSlip } from './mixed-afula-adblue-diesel-slip';
import { mixedAkkoSoukBrasswareTill } from './mixed-akko-souk-brassware-till';
import { mixedTechnionCampusCarParkReceipt } from './mixed-technion-campus-car-park-receipt';

/** The seventy-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-77. */
export const HELD_OUT_78: Layout[] = [
  heShofarWorkshopTill,
  heLibyanCouscousRestaurantBill,
  heDashcamFleetMonitoringMonthlyBill,
  heDaliyatElKarmelGuesthouseFolio,
  heCosplayArmourWebshopOrder,
  heCitrusPackingHouseThreePage,
  heStandingDeskDealerCreditNote,
  heHennaCeremonyDesignerInvoice,
  enMartiniqueLeMarinYachtRiggingInvoice,
  enSintEustatiusOranjestadDiveCentreInvoice,
  enTurksCaicosProvidencialesConchShackBill,
  enHaifaNavalArchitectsGbpInvoice,
  mixedTechnionCampusCarParkReceipt,
  mixedAfulaAdblueDieselSlip,
  mixedAkkoSoukBrasswareTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h78-';
