import { GatewayConfigError, loadConfig, parseBytes } from './config.js';

describe('loadConfig', () => {
  it('has defaults for a local run', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.bodyLimit).toBe(1024 * 1024);
    expect(config.upstreams).toEqual({
      auth: ['http://127.0.0.1:3001'],
      deals: ['http://127.0.0.1:3002'],
      roleplay: ['http://127.0.0.1:3003'],
      billing: ['http://127.0.0.1:3004'],
    });
    expect(config.shellDir).toMatch(/shell[/\\]dist$/);
  });

  it('reads comma-separated instance lists', () => {
    const config = loadConfig({ ROLEPLAY_URL: 'http://10.0.0.1:3003, http://10.0.0.2:3003/' });
    expect(config.upstreams.roleplay).toEqual(['http://10.0.0.1:3003', 'http://10.0.0.2:3003']);
  });

  it('reports every bad setting at once', () => {
    let error: GatewayConfigError | undefined;
    try {
      loadConfig({ PORT: 'eighty', AUTH_URL: 'ftp://x', BODY_LIMIT: 'lots', REMOTE_DEALS_URL: 'deals.js', GATEWAY_TOKEN: 'short' });
    } catch (e) {
      error = e as GatewayConfigError;
    }
    expect(error).toBeInstanceOf(GatewayConfigError);
    expect(error!.problems).toHaveLength(5);
    expect(error!.message).toContain('PORT');
    expect(error!.message).toContain('AUTH_URL');
    expect(error!.message).toContain('BODY_LIMIT');
    expect(error!.message).toContain('REMOTE_DEALS_URL');
    expect(error!.message).toContain('GATEWAY_TOKEN');
  });
});

describe('parseBytes', () => {
  it.each([
    ['1048576', 1048576],
    ['1mb', 1048576],
    ['512KB', 524288],
    ['1.5mb', 1572864],
  ])('%s is %d bytes', (text, bytes) => expect(parseBytes(text)).toBe(bytes));

  it('rejects what is not a size', () => expect(parseBytes('big')).toBeNaN());
});
