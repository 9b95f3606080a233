import { Layout } from '../../generalisation/kit';
import { enCloudGpuRentalMonthlyBill } from './en-cloud-gpu-rental-monthly-bill';
import { enDeSaxonyLeipzigPipeOrganBuilderInvoice } from './en-de-saxony-leipzig-pipe-organ-builder-invoice';
import { enEswatiniMbabaneSurveyFieldworkInvoice } from './en-eswatini-mbabane-survey-fieldwork-invoice';
import { enSamoaApiaFaleBuilderInvoice } from './en-samoa-apia-fale-builder-invoice';
import { heArtificialGrassStoreCreditNote } from './he-artificial-grass-store-credit-note';
import { heBusinessWifiHotspotMonthlyBill } from './he-business-wifi-hotspot-monthly-bill';
import { heFourSpeciesStallTill } from './he-four-species-stall-till';
import { heInvitationCardsWebshopOrder } from './he-invitation-cards-webshop-order';
import { heQuarryAggregatesTwoPage } from './he-quarry-aggregates-two-page';
import { heRehovotOrchardHotelFolio } from './he-rehovot-orchard-hotel-folio';
import { heStandupComedianShowInvoice } from './he-standup-comedian-show-invoice';
import { heTibetanMomoRestaurantBill } from './he-tibetan-momo-restaurant-bill';
import { mixedHabimaSquareCarParkReceipt } from './mixed-habima-square-car-park-receipt';
import { mixedLaserTagArenaReceipt } from './mixed-laser-tag-arena-receipt';
import { mixedMegiddoJunctionFuelSlip } from './mixed-megiddo-junction-fuel-slip';

/** The sixty-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-68. */
export const HELD_OUT_69: Layout[] = [
  heFourSpeciesStallTill,
  heTibetanMomoRestaurantBill,
  heBusinessWifiHotspotMonthlyBill,
  heStandupComedianShowInvoice,
  heRehovotOrchardHotelFolio,
  heInvitationCardsWebshopOrder,
  heQuarryAggregatesTwoPage,
  heArtificialGrassStoreCreditNote,
  enEswatiniMbabaneSurveyFieldworkInvoice,
  enSamoaApiaFaleBuilderInvoice,
  enDeSaxonyLeipzigPipeOrganBuilderInvoice,
  enCloudGpuRentalMonthlyBill,
  mixedMegiddoJunctionFuelSlip,
  mixedHabimaSquareCarParkReceipt,
  mixedLaserTagArenaReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h69-';
