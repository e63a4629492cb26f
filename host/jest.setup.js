// The host's own jsdom gap (the preset, tooling/jest/browser-setup.js, polyfills antd's needs): the
// layout scrolls to the top after a navigation, and jsdom does not implement scrollTo.
window.scrollTo = () => {};
