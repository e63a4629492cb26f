export { KEY_SITE_IDS, labelTier, labelSitesOf, tiersShownAt, placeLabels, boxesOverlap, type Box, type MapLabelSite, type LabelTier, type PlacedLabel } from './labelPlacement';
export { useMapLabels, placeMapLabels, paintMapLabels, LABELS_CLASS, type MapLabelOptions } from './useMapLabels';
