export { ResultsPanel, SELECT_MESSAGE, type ResultsPanelProps } from './ResultsPanel';
export { ParameterResults, NO_DAILY_DATA_MESSAGE, type ParameterResultsProps } from './ParameterResults';
