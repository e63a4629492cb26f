export { ResultsPanel, type ResultsPanelProps } from './ResultsPanel';
export { ParameterResults, type ParameterResultsProps } from './ParameterResults';
