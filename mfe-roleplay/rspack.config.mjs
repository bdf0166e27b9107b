// @ts-check: the remote's id is checked against mf-config's table of remotes, which lists what it exposes.
import { createRemoteConfig } from '@blindspot/mf-config';

export default createRemoteConfig({ remote: 'roleplay', dirname: import.meta.dirname });
