// How Chromium is started for the browser tests and the screenshots (Debian's /usr/bin/chromium, flags of
// TOOLCHAIN.md): one list, for every script of e2e/ that launches it.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A microphone without a person: Chromium grants access itself and records a generated tone. */
export const FAKE_MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
