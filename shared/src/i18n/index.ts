export * from './language';
export { useT, useLanguage, currentT, type Translate, type Messages, type MessageValues, type RichMessageValues } from './translate';
export { defineCatalogue, loadCatalogue, setLanguage, startLanguage, withCatalogue, useAntdLocale, type Catalogue } from './catalogue';
export { sharedCatalogue, sharedKitCatalogue } from './sharedCatalogue';
export { LanguageSwitch } from './LanguageSwitch';
