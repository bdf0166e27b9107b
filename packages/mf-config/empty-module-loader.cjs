// The prerender build's loader for stylesheets: markup needs no styles (the browser build has them).
module.exports = function emptyModule() {
  return 'export {};';
};
