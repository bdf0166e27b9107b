// rspack + Module Federation settings shared by the shell (host) and every remote, one module per job.
export { createHostConfig, createRemoteConfig, type ConfigFunction } from './rspack-config.js';
export { SINGLETONS, sharedConfig } from './singletons.js';
export { AREA_ATTRIBUTE, REMOTE_STYLESHEET, remoteStylesheetEntry, scopeRemoteStylesheet, writeRemoteStylesheet } from './remote-stylesheet.js';
export { standalonePath, writeStandaloneEntry } from './standalone-page.js';
export { GATEWAY_URL, devRemotesManifest, devServer } from './dev-server.js';
export * from './remotes.js';
