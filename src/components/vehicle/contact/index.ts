export { ContactPanel, type ContactPanelProps } from './contact-panel';
export { LocatedAtBar, type LocatedAtBarProps } from './located-at-bar';
export { VehicleLocationSection } from './vehicle-location-section';
export { VehicleViews, type VehicleViewsProps } from './vehicle-views';
