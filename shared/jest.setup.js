// jsdom implements getComputedStyle but not its pseudo-element argument, and logs a "Not
// implemented" error each time antd measures the scrollbar ('::-webkit-scrollbar'). Answer with the
// element's own style instead.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => elementStyle(element);
