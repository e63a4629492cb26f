// `@basin/shared/glossary`: the glossary's terms, the Term component and the glossary page's list. Its own
// entry, bundled into the apps that use it, so the home page (which loads the singleton barrel) does not carry it.
export { GLOSSARY, glossaryAnchor, glossaryHref, glossaryEntries, glossaryTerm, glossaryDefinition, type GlossaryEntry, type GlossaryKey } from './glossary';
export { Term, termTags } from './Term';
