export { DEFAULT_SEED, MAX_SCALE, generateDataset, type DatasetOptions, type TableData } from './dataset';
export { datasetHash, seedDatabase, type SeedOptions, type SeedOutcome, type SeedProgress } from './load';
