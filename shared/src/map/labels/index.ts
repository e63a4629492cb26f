export { KEY_SITE_IDS, labelTier, labelSitesOf, tiersShownAt, placeLabels, boxesOverlap, type Box, type MapLabelSite, type LabelTier } from './labelPlacement';
export { useMapLabels, LABELS_CLASS, type MapLabelOptions } from './useMapLabels';
