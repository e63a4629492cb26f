// jsdom lacks what antd's responsive components call.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// react-router 7 needs TextEncoder, which jsdom does not provide.
if (!global.TextEncoder) {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(global, { TextEncoder, TextDecoder });
}
// jsdom has no PointerEvent: testing-library would then send a plain Event without coordinates.
if (typeof window.PointerEvent === 'undefined') {
  Object.defineProperty(window, 'PointerEvent', { value: class PointerEvent extends MouseEvent {}, configurable: true });
}
// antd's Select (rc-select) schedules its open/close with a MessageChannel, which jsdom lacks: a timer stands in.
if (typeof globalThis.MessageChannel === 'undefined') {
  class MessageChannelStandIn {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
    }
  }
  globalThis.MessageChannel = MessageChannelStandIn;
}
// `npm test` runs the unit and API suites side by side on two cores, where a page with antd tables can
// take seconds to render: findBy and waitFor wait up to 15 s (a passing test waits only as long as it needs).
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });
// jsdom implements getComputedStyle but not its pseudo-element argument, and logs a "Not
// implemented" error each time antd measures the scrollbar ('::-webkit-scrollbar', e.g. a Modal
// opening). Answer with the element's own style instead.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => elementStyle(element);
// antd's CSS-in-JS writes thousands of rules into the page, and jsdom's getComputedStyle matches every one
// against the element: testing-library calls it for each element a role query or an accessible name
// visits, and most of a page test's time went there (a results panel's file: 200 s, now 5 s). In the tests
// the styles are collected, not written (cssinjs's 'server' mode): an element counts as hidden by its own
// attributes and inline style (hidden, aria-hidden, display), not by antd's class rules.
{
  const path = require('node:path');
  const antd = require.resolve('antd', { paths: [path.join(__dirname, '../../shared')] });
  const { StyleContext } = require(require.resolve('@ant-design/cssinjs', { paths: [antd] }));
  StyleContext._currentValue = { ...StyleContext._currentValue, mock: 'server' };
}
// Every app's English catalogue, as a page has it once its catalogues have loaded (shared/src/i18n): tests
// read the spec's texts. A test that switches to Spanish loads the Spanish catalogues itself (setLanguage).
{
  const fs = require('node:fs');
  const path = require('node:path');
  const { addMessages } = require('../../shared/src/i18n/translate');
  const root = path.join(__dirname, '../..');
  const catalogueFolders = ['shared/src/i18n', 'shared/src/i18n/kit', ...['host', 'remote-map', 'remote-explore', 'remote-wq-update', 'remote-tools'].map((app) => `${app}/src/i18n`)];
  for (const folder of catalogueFolders) {
    const file = path.join(root, folder, 'en.json');
    if (fs.existsSync(file)) addMessages('en', JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  // shared's catalogues count as in use, as on every page: a test's setLanguage('es') loads their Spanish.
  const { loadCatalogue } = require('../../shared/src/i18n/catalogue');
  const { sharedCatalogue, sharedKitCatalogue } = require('../../shared/src/i18n/sharedCatalogue');
  beforeAll(() => Promise.all([loadCatalogue(sharedCatalogue, 'en'), loadCatalogue(sharedKitCatalogue, 'en')]));
}
