import { Layout } from '../../generalisation/kit';
import { enBarbadosCoralStoneMasonInvoice } from './en-barbados-coral-stone-mason-invoice';
import { enFibreLeasedLineMonthlyBill } from './en-fibre-leased-line-monthly-bill';
import { enPngPortMoresbyGeneratorHireInvoice } from './en-png-port-moresby-generator-hire-invoice';
import { enUsTexasMatadorSpurMakerInvoice } from './en-us-texas-matador-spur-maker-invoice';
import { heActuarialConsultantInvoice } from './he-actuarial-consultant-invoice';
import { heAfghanRestaurantBill } from './he-afghan-restaurant-bill';
import { heCharcoalFirewoodDistributorTwoPage } from './he-charcoal-firewood-distributor-two-page';
import { heColdStorageRentalMonthlyBill } from './he-cold-storage-rental-monthly-bill';
import { heEinHodArtistsVillageFolio } from './he-ein-hod-artists-village-folio';
import { heGarageDoorInstallerCreditNote } from './he-garage-door-installer-credit-note';
import { heMushroomGrowingKitsWebshopOrder } from './he-mushroom-growing-kits-webshop-order';
import { heTabletopRpgShopTill } from './he-tabletop-rpg-shop-till';
import { mixedDroneMappingSurveyInvoice } from './mixed-drone-mapping-survey-invoice';
import { mixedEmpanadaBarBill } from './mixed-empanada-bar-bill';
import { mixedTimnaRoadFuelSlip } from './mixed-timna-road-fuel-slip';

/** The sixty-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-65. */
export const HELD_OUT_66: Layout[] = [
  heTabletopRpgShopTill,
  heAfghanRestaurantBill,
  heColdStorageRentalMonthlyBill,
  heActuarialConsultantInvoice,
  heEinHodArtistsVillageFolio,
  heMushroomGrowingKitsWebshopOrder,
  heCharcoalFirewoodDistributorTwoPage,
  heGarageDoorInstallerCreditNote,
  enBarbadosCoralStoneMasonInvoice,
  enPngPortMoresbyGeneratorHireInvoice,
  enUsTexasMatadorSpurMakerInvoice,
  enFibreLeasedLineMonthlyBill,
  mixedTimnaRoadFuelSlip,
  mixedEmpanadaBarBill,
  mixedDroneMappingSurveyInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h66-';
