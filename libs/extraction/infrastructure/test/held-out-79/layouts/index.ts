import { Layout } from '../../generalisation/kit';
import { enBviVirginGordaVillaRentalInvoice } from './en-bvi-virgin-gorda-villa-rental-invoice';
import { enCnmiSaipanGarapanHotelFolio } from './en-cnmi-saipan-garapan-hotel-folio';
import { enCorsicaBastiaFuelStationReceipt } from './en-corsica-bastia-fuel-station-receipt';
import { enYokneamChipDesignEurInvoice } from './en-yokneam-chip-design-eur-invoice';
import { heCarobProductsShopTill } from './he-carob-products-shop-till';
import { heIndustrialParkElectricitySubmeterBill } from './he-industrial-park-electricity-submeter-bill';
import { heNitzanaEcoVillageFolio } from './he-nitzana-eco-village-folio';
import { heQuartzSinkDealerCreditNote } from './he-quartz-sink-dealer-credit-note';
import { heRoadMarkingContractorTwoPage } from './he-road-marking-contractor-two-page';
import { heStageLightingTechnicianInvoice } from './he-stage-lighting-technician-invoice';
import { heTiberiasPromenadeGrillBill } from './he-tiberias-promenade-grill-bill';
import { heViolinStringsWebshopOrder } from './he-violin-strings-webshop-order';
import { mixedBeerShevaCentralStationParkingReceipt } from './mixed-beer-sheva-central-station-parking-receipt';
import { mixedEilatVatFreeElectronicsTill } from './mixed-eilat-vat-free-electronics-till';
import { mixedExpatMobilePlanMonthlyBill } from './mixed-expat-mobile-plan-monthly-bill';

/** The seventy-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-78. */
export const HELD_OUT_79: Layout[] = [
  heCarobProductsShopTill,
  heTiberiasPromenadeGrillBill,
  heIndustrialParkElectricitySubmeterBill,
  heNitzanaEcoVillageFolio,
  heViolinStringsWebshopOrder,
  heRoadMarkingContractorTwoPage,
  heQuartzSinkDealerCreditNote,
  heStageLightingTechnicianInvoice,
  enBviVirginGordaVillaRentalInvoice,
  enCnmiSaipanGarapanHotelFolio,
  enCorsicaBastiaFuelStationReceipt,
  enYokneamChipDesignEurInvoice,
  mixedBeerShevaCentralStationParkingReceipt,
  mixedEilatVatFreeElectronicsTill,
  mixedExpatMobilePlanMonthlyBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h79-';
