// A webpack/rspack loader for the independent-deploy test: one visible change to a remote's source at
// build time, without touching the remote's files.
module.exports = function replaceText(source) {
  const { search, replace } = this.getOptions();
  if (!source.includes(search)) this.emitError(new Error(`replace-text-loader: "${search}" is not in ${this.resourcePath}`));
  return source.split(search).join(replace);
};
