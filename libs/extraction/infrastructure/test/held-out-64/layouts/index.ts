import { Layout } from '../../generalisation/kit';
import { enBelizeCaveTubingTourInvoice } from './en-belize-cave-tubing-tour-invoice';
import { enPatentDrawingStudioInvoice } from './en-patent-drawing-studio-invoice';
import { enRwandaImigongoArtCooperativeInvoice } from './en-rwanda-imigongo-art-cooperative-invoice';
import { enUsColoradoRodeoGearInvoice } from './en-us-colorado-rodeo-gear-invoice';
import { heAshkelonDunesHotelFolio } from './he-ashkelon-dunes-hotel-folio';
import { heBaklavaSweetsShopTill } from './he-baklava-sweets-shop-till';
import { heCeramicsSuppliesWebshopOrder } from './he-ceramics-supplies-webshop-order';
import { heDairyDistributorTwoPage } from './he-dairy-distributor-two-page';
import { hePrivateInvestigatorInvoice } from './he-private-investigator-invoice';
import { heSharedCommercialKitchenMonthlyBill } from './he-shared-commercial-kitchen-monthly-bill';
import { heSupPaddleboardShopCreditNote } from './he-sup-paddleboard-shop-credit-note';
import { heWineBarBill } from './he-wine-bar-bill';
import { mixedBeachBarBill } from './mixed-beach-bar-bill';
import { mixedBeitHakeremValleyFuelSlip } from './mixed-beit-hakerem-valley-fuel-slip';
import { mixedCaesareaHarbourCarParkReceipt } from './mixed-caesarea-harbour-car-park-receipt';

/** The sixty-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-63. */
export const HELD_OUT_64: Layout[] = [
  heBaklavaSweetsShopTill,
  heWineBarBill,
  heSharedCommercialKitchenMonthlyBill,
  hePrivateInvestigatorInvoice,
  heAshkelonDunesHotelFolio,
  heCeramicsSuppliesWebshopOrder,
  heDairyDistributorTwoPage,
  heSupPaddleboardShopCreditNote,
  enPatentDrawingStudioInvoice,
  enRwandaImigongoArtCooperativeInvoice,
  enBelizeCaveTubingTourInvoice,
  enUsColoradoRodeoGearInvoice,
  mixedBeitHakeremValleyFuelSlip,
  mixedCaesareaHarbourCarParkReceipt,
  mixedBeachBarBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h64-';
