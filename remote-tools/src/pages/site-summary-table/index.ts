export { SiteSummaryTablePage as default } from './SiteSummaryTablePage';
