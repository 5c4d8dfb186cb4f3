/** The inventory module's public face: what other modules may use. */
export { syncInventoryCatalogue } from './catalogue/catalogue.sync';
export { PREFILL_CATALOGUE } from './catalogue/prefill-catalogue.data';
export { insertGeneralService, insertPrefills } from './inventory.repository';
export { inventoryRoutes } from './inventory.routes';
export { inventoryOfLines, type LineInventory, lineItemOf, presentLineItems, storeLineItems } from './line-items';
