// Compiles a message catalogue (src/i18n/<language>.json: ICU MessageFormat strings) to the messages'
// syntax trees at build time, so the browser needs no message parser (FormatJS's "precompile" advice;
// the parser is aliased to its no-parser build in index.js). A message that does not parse fails the build.
'use strict';
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function messagesLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU MessageFormat: ${error.message}`);
    }
  }
  // JSON.parse of a string literal is faster for engines than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
