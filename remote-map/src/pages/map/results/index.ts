export { ResultsPanel, SELECT_MESSAGE, type ResultsPanelProps } from './ResultsPanel';
