// rspack + Module Federation settings shared by the shell (host) and every remote, one module per job.

export { devRemotesManifest, devServer, GATEWAY_URL } from './dev-server.js';
export {
  AREA_ATTRIBUTE,
  REMOTE_STYLESHEET,
  remoteStylesheetEntry,
  scopeRemoteStylesheet,
  writeRemoteStylesheet,
} from './remote-stylesheet.js';
export * from './remotes.js';
export { type ConfigFunction, createHostConfig, createRemoteConfig } from './rspack-config.js';
export { SINGLETONS, sharedConfig } from './singletons.js';
export { standalonePath, writeStandaloneEntry } from './standalone-page.js';
