export { VehicleMobileBar } from './mobile-bar';
export { VehicleShareTools } from './vehicle-share-tools';
export { VehicleStickyHeader } from './sticky-header';
