import { Layout } from '../../generalisation/kit';
import { enEsportsTournamentProductionInvoice } from './en-esports-tournament-production-invoice';
import { enJerseyKnitwearInvoice } from './en-jersey-knitwear-invoice';
import { enMonacoWatchStrapAtelierInvoice } from './en-monaco-watch-strap-atelier-invoice';
import { enUsMaineCanoeBuilderInvoice } from './en-us-maine-canoe-builder-invoice';
import { heBauhausServicedApartmentsFolio } from './he-bauhaus-serviced-apartments-folio';
import { heCctvCloudMonthlyBill } from './he-cctv-cloud-monthly-bill';
import { heDisposableTablewareTwoPage } from './he-disposable-tableware-two-page';
import { heFondueRestaurantBill } from './he-fondue-restaurant-bill';
import { heHatShopTill } from './he-hat-shop-till';
import { heJigsawPuzzleWebshopOrder } from './he-jigsaw-puzzle-webshop-order';
import { heMarbleCountertopsInvoice } from './he-marble-countertops-invoice';
import { heWigSalonCreditNote } from './he-wig-salon-credit-note';
import { mixedAmphitheatreCarParkReceipt } from './mixed-amphitheatre-car-park-receipt';
import { mixedAxeThrowingReceipt } from './mixed-axe-throwing-receipt';
import { mixedKinneretShoreFuelSlip } from './mixed-kinneret-shore-fuel-slip';

/** The forty-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-40. */
export const HELD_OUT_41: Layout[] = [
  heHatShopTill,
  heFondueRestaurantBill,
  heCctvCloudMonthlyBill,
  heMarbleCountertopsInvoice,
  heBauhausServicedApartmentsFolio,
  heJigsawPuzzleWebshopOrder,
  heDisposableTablewareTwoPage,
  heWigSalonCreditNote,
  enMonacoWatchStrapAtelierInvoice,
  enJerseyKnitwearInvoice,
  enUsMaineCanoeBuilderInvoice,
  enEsportsTournamentProductionInvoice,
  mixedKinneretShoreFuelSlip,
  mixedAmphitheatreCarParkReceipt,
  mixedAxeThrowingReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h41-';
