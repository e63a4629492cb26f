export { MapExplorerPage } from './MapExplorerPage';
