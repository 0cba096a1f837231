export { AllSpecifications, type AllSpecificationsProps } from './all-specifications';
export { DealerComments, type DealerCommentsProps } from './dealer-comments';
export { DisclaimerSection, type DisclaimerSectionProps } from './disclaimer-section';
export { ExternalVideoSection, type ExternalVideoSectionProps } from './external-video-section';
export { FeaturesSection, type FeaturesSectionProps } from './features-section';
export { HistoryReportPanel, type HistoryReportPanelProps } from './history-report-panel';
export { KeyInformation, type KeyInformationProps } from './key-information';
export { FeatureBanner } from './feature-banner';
